/*
 * adv_run_reuse_warp_atomic_slices.cu - per-warp shared bins updated by
 * atomics, then read plainly by the warp and by the block, in a loop.
 * Each round every warp takes its 8 bins (a thread[32] partition at
 * warp * 8), lane 0..7 clears one bin each (a nested thread[1]
 * partition), every lane adds 1 to bin (value & 7) with a blind
 * atomicAdd through the warp's view, and every lane reads bin lane mod 8
 * back (plain reads after atomics: the warp must meet).  After the warps'
 * partition the block reads a bin of the next warp (block RAW), and the
 * next round's clears overwrite bins other lanes and other warps read
 * (WAR).
 *
 * Legal: SPEC 6.7 (an atomic at thread[1] on shared memory through a
 * scope's view; it makes the scope a write scope), SPEC 6.3 (the clear
 * partition: offset lane, guarded to lanes 0..7), SPEC 6.2.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_warp_atomic_slices, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, bins, 40);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 3; r++) {
            PRISM_AT(THREAD(1)) int32_t y = 0;
            PRISM_PARTITION(wb, bins, THREAD(32), warp * 8) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(c, wb, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) {
                            if (lane < 8)
                                c[0] = r;
                        }
                    }
                    PRISM_GROUP(THREAD(1)) { atomicAdd(&wb[(in[base + t] + r) & 7], 1); }
                    PRISM_GROUP(THREAD(1)) { y = wb[lane % 8]; }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += y * (r + 1) + 5 * bins[(t % 8) + ((t / 32 + 1) % 4) * 8]; }
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
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t bins[32], acc[128] = {0};
        for (int r = 0; r < 3; r++) {
            for (int k = 0; k < 32; k++)
                bins[k] = r;
            for (int t = 0; t < 128; t++)
                bins[(t / 32) * 8 + ((v[t] + r) & 7)] += 1;
            for (int t = 0; t < 128; t++)
                acc[t] += bins[(t / 32) * 8 + t % 8] * (r + 1) + 5 * bins[(t % 8) + ((t / 32 + 1) % 4) * 8];
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_warp_atomic_slices, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): per-warp shared bins by atomics, read by the warp and the block
 *
 * check-error-start
 * check-error-end
 */
