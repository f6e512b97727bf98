/*
 * adv_port_legacy_shfl_down.cu - a warp reduction copied from pre-CUDA 9
 * code: for (off = 16; off > 0; off /= 2) v += __shfl_down(v, off).  The
 * maskless shuffle assumes the warp runs in lock-step and takes whichever
 * lanes happen to be converged; it is gone from sm_70 on (and on
 * independent thread scheduling it reads lanes that have not arrived).
 * P080 wherever it appears.
 */
#include "prism.h"

PRISM_KERNEL(warp_sums, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_AT(THREAD(1)) float v = in[g];
    PRISM_PARTITION(o, out, THREAD(32), warp) {
        PRISM_GROUP(THREAD(32)) {
            for (int off = 16; off > 0; off /= 2)
                v += __shfl_down(v, off); /* error P080 */
            PRISM_ONE_CLAIM(o1, o) { o1[0] = v; }
        }
    }
}
/*
 * check-name: adversarial port: pre-CUDA 9 __shfl_down in a warp reduction
 * check-exit-value: 1
 *
 * check-error-start
adv_port_legacy_shfl_down.cu:20:22: error: '__shfl_down' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__shfl_down_sync' with the unit's lanes (or the prism_ spelling) [P080]
adv_port_legacy_shfl_down.cu:20:22: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_port_legacy_shfl_down.cu:20:22: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_port_legacy_shfl_down.cu:20:22: note: see: prism-check --explain P080
 * check-error-end
 */
