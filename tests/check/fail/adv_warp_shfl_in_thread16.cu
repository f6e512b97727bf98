/*
 * adv_warp_shfl_in_thread16.cu - a shuffle in a thread[16] group: the
 * code is written for one half-warp, but the mask names both halves.
 */
#include "prism.h"

PRISM_DEVICE(float, half, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float r = v;
    PRISM_GROUP(THREAD(16)) {
        r = __shfl_xor_sync(0xffffffffu, r, 1); /* error P080 */
    }
    return r;
}
/*
 * check-name: adversarial: a raw warp shuffle in 16-thread code with the full mask
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_shfl_in_thread16.cu:12:13: error: '__shfl_xor_sync' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
adv_warp_shfl_in_thread16.cu:12:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_shfl_in_thread16.cu:12:13: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_warp_shfl_in_thread16.cu:12:13: note: see: prism-check --explain P080
 * check-error-end
 */
