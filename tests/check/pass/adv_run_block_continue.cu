/*
 * adv_run_block_continue.cu - early exits between and inside owners'
 * phases.  A block-level loop writes the tile through a partition, then
 * on some rounds `continue`s past the read phase and on the last round
 * `break`s out before it: the read after the loop is reached from the
 * break, the next round's writes from the continue (the round before's
 * reads are then two phases back), and both must be ordered.  Inside the
 * owner's phase each thread walks its two slots with a `continue` and a
 * data-dependent `break` (SPEC 6.6: loops wholly inside a body may use
 * them freely); inside the read phase a thread skips slots with
 * `continue`.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(block_continue, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { z[0] = 0; z[1] = 0; }
        }
        for (int r = 0; r < 8; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    for (int i = 0; i < 2; i++) {
                        const int32_t x = in[base + (t + 3 * r + i) % 128];
                        if (i == 1 && x < -40)
                            break;
                        if (x == 0)
                            continue;
                        w[i] = x * (r + 1) + i;
                    }
                }
            }
            if (r % 3 == 1)
                continue;
            if (r == 6)
                break;
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < 4; j++) {
                    if ((t + j) % 3 == 0)
                        continue;
                    acc += tile[(2 * t + 7 * j + r + 1) % 256];
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(2 * t + 129) % 256]; }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t s[256] = {0}, a[128] = {0};
        for (int r = 0; r < 8; r++) {
            for (int t = 0; t < 128; t++)
                for (int i = 0; i < 2; i++) {
                    const int32_t x = in[b * 128 + (t + 3 * r + i) % 128];
                    if (i == 1 && x < -40)
                        break;
                    if (x == 0)
                        continue;
                    s[2 * t + i] = x * (r + 1) + i;
                }
            if (r % 3 == 1)
                continue;
            if (r == 6)
                break;
            for (int t = 0; t < 128; t++)
                for (int j = 0; j < 4; j++) {
                    if ((t + j) % 3 == 0)
                        continue;
                    a[t] += s[(2 * t + 7 * j + r + 1) % 256];
                }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 1000 * s[(2 * t + 129) % 256];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(block_continue, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): block-level continue and break between an owner's phase and the readers, and inside both
 *
 * check-error-start
 * check-error-end
 */
