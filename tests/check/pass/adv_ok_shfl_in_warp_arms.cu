/*
 * adv_ok_shfl_in_warp_arms.cu - look-alikes of the shuffles in thread[1]
 * arms that are legal: a scan step in a two-warp arm (whole warps, each
 * runs it with 32 lanes), a raw shuffle with PRISM_LANEMASK() in a
 * one-warp arm (the full mask there), and a ballot-steered branch in an
 * arm whose condition is uniform over the warp.
 */
#include "prism.h"

PRISM_DEVICE(float, arms, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_SPLIT(WARP) {
        PRISM_CASE(2) {
            for (int d = 1; d < 32; d *= 2)
                s = prism_shfl_up_add_f32(s, (unsigned)d, 32);
        }
        PRISM_CASE(1) {
            s = __shfl_xor_sync(PRISM_LANEMASK(), s, 1);
        }
        PRISM_CASE(1) {
            PRISM_AT(THREAD(32)) const int any = prism_any(s > 0.0f);
            if (any)
                s = prism_shfl_up_add_f32(s, 1u, 16);
        }
    }
    return s;
}
/*
 * check-name: adversarial legal: shuffles and scan steps in whole-warp split arms
 *
 * check-error-start
 * check-error-end
 */
