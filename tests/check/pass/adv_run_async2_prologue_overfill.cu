/*
 * adv_run_async2_prologue_overfill.cu - the prologue fills both stages
 * before the loop (a prefetch depth of 2), but a block with one tile
 * consumes only stage 0: the copies into stage 1 (zero-filled past the
 * end, source size 0) are still in flight when the loop ends.  The
 * epilogue then reuses stage 1 as the staging buffer of the result, with
 * plain stores through a partition, and the block reads it back
 * transposed.  The plain stores must wait for the stale copies into the
 * same bytes (a late cp.async landing after them would overwrite the
 * result).  Blocks have 1, 2 and 3 tiles.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define T 256
#define NK(b) ((b) + 1)

PRISM_KERNEL(overfill, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(1)), PRISM_SMEM(2 * T * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int nk = NK(b);
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, s0, T);
            PRISM_SHARED(int32_t, s1, T);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            PRISM_ASYNC(a0, s0) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(a0 + 4 * t, in + 4 * t); }
            }
            PRISM_ASYNC(a1, s1) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16z(a1 + 4 * t, in + (1 < nk ? T : 0) + 4 * t, 1 < nk ? 16u : 0u); }
            }
            for (int k = 0; k < nk; k += 2) {
                PRISM_GROUP(THREAD(1)) { acc += s0[(4 * t + k + 3) % T]; }
                if (k + 1 < nk) {
                    PRISM_ASYNC(a0, s0) {
                        PRISM_GROUP(THREAD(1)) { if (k + 2 < nk) prism_cp_async16(a0 + 4 * t, in + (k + 2) * T + 4 * t); }
                        PRISM_GROUP(THREAD(1)) { acc += s1[(4 * t + k + 4) % T]; }
                    }
                    if (k + 3 < nk) {
                        PRISM_ASYNC(a1, s1) {
                            PRISM_GROUP(THREAD(1)) { prism_cp_async16(a1 + 4 * t, in + (k + 3) * T + 4 * t); }
                        }
                    }
                }
            }
            /* The epilogue: stage 1 holds the 64 results, read back reversed. */
            PRISM_PARTITION(r, s1, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { r[0] = acc; }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = s1[63 - t] * 2 + acc; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    int32_t acc[64];
    for (int b = 0; b < 3; b++) {
        for (int t = 0; t < 64; t++) {
            acc[t] = 0;
            for (int k = 0; k < NK(b); k++)
                acc[t] += in[k * T + (4 * t + k + 3) % T];
        }
        for (int t = 0; t < 64; t++)
            out[b * 64 + t] = acc[63 - t] * 2 + acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(overfill, 3, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 3 * T, 3 * 64);
}
/*
 * check-name: adversarial legal (runnable): a prologue fills a stage the loop never reads, then the epilogue reuses it with plain stores
 *
 * check-error-start
 * check-error-end
 */
