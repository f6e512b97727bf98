/*
 * adv_run_grp_ids_arm96_then_64.cu - (red team rt21) a warp split of a
 * 192-thread block into two 96-thread arms, a PRISM_SYNC() in the first
 * (so the kernel meets at the conservative scheme's run-time named-barrier
 * ids, first thread / 64: the second arm, at thread 96, gets bar + 1),
 * then THREAD(64) units (bar + 0, 1, 2).  The second arm loops on its
 * barrier; warp 2 leaves the first arm at once and meets its 64-thread
 * unit's barrier, bar + 1, with a count of 64, while warps 3-5 still wait
 * at bar + 1 with a count of 96.  Units that share an id need not share a
 * first warp.  Legal: SPEC 4.2, 7.  The checked build keeps the split's
 * end barrier, as the conservative build does.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_ids_arm96_then_64, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(192), THREAD(1)),
             PRISM_SMEM(192 * 4 + 96 * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 192;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tg, 192);
        PRISM_SHARED(int32_t, ta, 96);
        PRISM_AT(THREAD(64)) const int u = (int)PRISM_ID(THREAD(64));
        PRISM_CLAIM(ca, ta, THREAD(96)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(3) {
                    PRISM_SYNC();
                }
                PRISM_CASE(3) {
                    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                    for (int r = 0; r < 40; r++) {
                        PRISM_PARTITION(z, ca, THREAD(1), i) {
                            PRISM_GROUP(THREAD(1)) { z[0] = r * 1000 + i + in[base + 96 + i]; }
                        }
                        PRISM_GROUP(THREAD(1)) { acc = acc * 3 + ca[(i + 32) % 96]; }
                    }
                }
            }
        }
        PRISM_PARTITION(hg, tg, THREAD(64), u * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 40; r++) {
                    PRISM_PARTITION(z, hg, THREAD(1), i) {
                        PRISM_GROUP(THREAD(1)) { z[0] = r * 100 + i + 7; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc = acc * 5 + hg[(i + 33) % 64]; }
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
    for (int b = 0; b * 192 < n; b++)
        for (int t = 0; t < 192; t++) {
            const int32_t *x = in + b * 192;
            int32_t acc = 0, i;
            if (t >= 96) {
                i = t - 96;
                for (int r = 0; r < 40; r++) {
                    int j = (i + 32) % 96;
                    acc = acc * 3 + r * 1000 + j + x[96 + j];
                }
            }
            i = t % 64;
            for (int r = 0; r < 40; r++)
                acc = acc * 5 + r * 100 + (i + 33) % 64 + 7;
            out[b * 192 + t] = acc;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_ids_arm96_then_64, 2, 192, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 384, 384);
}
/*
 * check-name: adversarial legal (runnable): a 96-thread arm then 64-thread units at the run-time named-barrier ids
 *
 * check-error-start
 * check-error-end
 */
