/*
 * adv_run_grp_ids_64_then_128.cu - two groups one after the other in a
 * 256-thread block, both meeting at the conservative scheme's run-time
 * named-barrier ids (a PRISM_SYNC() in a unit of several warps, SYNC.md
 * 9): THREAD(64) units (ids bar + 0 .. 3) whose loops run a different
 * number of rounds per unit, then THREAD(128) units (ids bar + 0, bar + 2).
 * The 64-thread unit at 64 finishes first; its warps enter the 128-thread
 * unit at 0, which shares id bar + 0 with the 64-thread unit at 0 that is
 * still waiting at it with a count of 64.  Legal: SPEC 4.1, 7 (trip counts
 * uniform in each unit).  The checked build must not let units of the two
 * groups meet at one id with two thread counts: it keeps the group's end
 * barrier where run-time ids are in use, as the conservative build does.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_ids_64_then_128, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(128), THREAD(64)),
             PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 256);
        PRISM_SHARED(int32_t, tb, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(64)) const int u = (int)PRISM_ID(THREAD(64));
        PRISM_AT(THREAD(128)) const int w = (int)PRISM_ID(THREAD(128));
        PRISM_PARTITION(sl, ta, THREAD(64), u * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                const int rounds = u == 0 ? 40 : 2;
                for (int r = 0; r < rounds; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), i) {
                        PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + r; }
                    }
                    PRISM_SYNC();
                    PRISM_GROUP(THREAD(1)) { acc = acc * 3 + sl[(i + 32) % 64]; }
                    PRISM_SYNC();
                }
            }
        }
        PRISM_PARTITION(hl, tb, THREAD(128), w * 128) {
            PRISM_GROUP(THREAD(128)) {
                PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 3; r++) {
                    PRISM_PARTITION(one, hl, THREAD(1), i) {
                        PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] * 7 + r; }
                    }
                    PRISM_SYNC();
                    PRISM_GROUP(THREAD(1)) { acc = acc * 5 + hl[(i + 64) % 128]; }
                    PRISM_SYNC();
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 256 < n; b++)
        for (int t = 0; t < 256; t++) {
            const int32_t *x = in + b * 256;
            int32_t acc = 0;
            int u = t / 64, i = t % 64, rounds = u == 0 ? 40 : 2;
            for (int r = 0; r < rounds; r++)
                acc = acc * 3 + x[u * 64 + (i + 32) % 64] + r;
            int w = t / 128, j = t % 128;
            for (int r = 0; r < 3; r++)
                acc = acc * 5 + x[w * 128 + (j + 64) % 128] * 7 + r;
            out[b * 256 + t] = acc;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_ids_64_then_128, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): 64-thread units then 128-thread units at the run-time named-barrier ids
 *
 * check-error-start
 * check-error-end
 */
