/*
 * adv_run_port_warp_tail_reduce.cu - Harris's reduction #6 ported to
 * Volta correctly: the block's tree loop down to 64 elements, then the
 * first warp claims the tile and finishes in a one-warp split arm with
 * one partition per step (w[0] += w[s], s = 32 .. 1), where CUDA relied
 * on a volatile pointer and lock-step.  The steps of the arm need a
 * warp barrier each (lane t reads lane t + s's sum of the step before);
 * the block loop around it (two tiles per block) needs the next tile's
 * loads to wait for the warp's reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 128

PRISM_KERNEL(port_reduce6, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(B * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 2) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, sdata, B);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            for (int r = 0; r < 2; r++) {
                const int base = (b * 2 + r) * B;
                PRISM_PARTITION(w, sdata, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = base + t < n ? in[base + t] : 0; }
                }
                for (int s = B / 2; s > 32; s >>= 1) {
                    PRISM_PARTITION(w, sdata, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) {
                            if (t < s)
                                w[0] += w[s];
                        }
                    }
                }
                PRISM_CLAIM(ws, sdata, WARP(1)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(1) {
                            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                            for (int s = 32; s > 0; s >>= 1) {
                                PRISM_PARTITION(w, ws, THREAD(1), lane) {
                                    PRISM_GROUP(THREAD(1)) {
                                        if (lane < s)
                                            w[0] += w[s];
                                    }
                                }
                            }
                        }
                    }
                }
                PRISM_ONE_CLAIM(o1, ob) { o1[r] = sdata[0]; }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i / B] += in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_reduce6, 2, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * B, 4);
}
/*
 * check-name: adversarial port legal (runnable): Harris #6 with the last warp as a claimed one-warp arm, per-step partitions
 *
 * check-error-start
 * check-error-end
 */
