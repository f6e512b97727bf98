/*
 * mask_legacy.cu - warp-synchronous code from before CUDA 9: the mask-less
 * shuffles and votes run on whichever lanes happen to be converged (and
 * are gone from sm_70 on), so they are P080 even in warp code.
 */
#include "prism.h"

PRISM_DEVICE(int, old_warp, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int s = v;
    s += __shfl(s, 0);                                  /* error P080 */
    s += __shfl_up(s, 1) + __shfl_xor(s, 1);            /* error P080, P080 */
    PRISM_AT(THREAD(1)) const unsigned b = __ballot(s > 0); /* error P080 */
    if (__any(s > 0) && __all(s > 0))                   /* error P080, P080 */
        s = 0;
    s += __shfl_down_sync(0xffffffffu, s, 1);           /* fine */
    return s + (int)b;
}
/*
 * check-name: pre-CUDA 9 warp intrinsics without a mask (P080)
 * check-exit-value: 1
 *
 * check-error-start
mask_legacy.cu:11:10: error: '__shfl' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__shfl_sync' with the unit's lanes (or the prism_ spelling) [P080]
mask_legacy.cu:11:10: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_legacy.cu:11:10: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_legacy.cu:11:10: note: see: prism-check --explain P080
mask_legacy.cu:12:10: error: '__shfl_up' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__shfl_up_sync' with the unit's lanes (or the prism_ spelling) [P080]
mask_legacy.cu:12:10: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_legacy.cu:12:10: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_legacy.cu:12:28: error: '__shfl_xor' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__shfl_xor_sync' with the unit's lanes (or the prism_ spelling) [P080]
mask_legacy.cu:12:28: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_legacy.cu:12:28: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_legacy.cu:13:44: error: '__ballot' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__ballot_sync' with the unit's lanes (or the prism_ spelling) [P080]
mask_legacy.cu:13:44: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_legacy.cu:13:44: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_legacy.cu:14:9: error: '__any' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__any_sync' with the unit's lanes (or the prism_ spelling) [P080]
mask_legacy.cu:14:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_legacy.cu:14:9: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_legacy.cu:14:25: error: '__all' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes happen to be converged; use '__all_sync' with the unit's lanes (or the prism_ spelling) [P080]
mask_legacy.cu:14:25: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_legacy.cu:14:25: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
 * check-error-end
 */
