/*
 * adv_warp_legacy_shfl.cu - pre-CUDA 9 __shfl_down() without a mask:
 * removed for sm_70 and later; it assumed the warp runs in lock-step.  The
 * checker does not know it as a collective: a raw warp intrinsic outside
 * the table is only reachable through unsafe code.
 */
#include "prism.h"

PRISM_DEVICE(float, legacy, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 16; off > 0; off /= 2)
        s += __shfl_down(s, off); /* error P080 */
    return s;
}
/*
 * check-name: adversarial: legacy __shfl (no _sync) in warp code
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_legacy_shfl.cu:14:14: error: '__shfl_down' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__shfl_down_sync' with the unit's lanes (or the prism_ spelling) [P080]
adv_warp_legacy_shfl.cu:14:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_legacy_shfl.cu:14:14: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_warp_legacy_shfl.cu:14:14: note: see: prism-check --explain P080
 * check-error-end
 */
