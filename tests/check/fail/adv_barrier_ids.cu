/*
 * adv_barrier_ids.cu - CUDA's named barriers written by hand.
 *
 * prism-check gives units narrower than the block the named barriers
 * 1-15 (SPEC 7): a two-warp unit synchronises with `bar.sync id, 64`.  A
 * user's `__barrier_sync(1)` in block code, or `__barrier_sync_count(2,
 * 64)` in a two-warp unit, meets those ids: the hardware counts the
 * arrivals of both barriers together, and releases threads early (a
 * race) or never (a hang).  `__barrier_sync(id)` is the block's barrier
 * for id 0 only; `__barrier_sync_count` is reserved (P080).
 */
#include "prism.h"

PRISM_DEVICE(void, hand_named, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int, k, BLOCK(1)))
{
    __barrier_sync(0);
    __barrier_sync(1);                         /* error P080 */
    __barrier_sync(k);                         /* error P080 */
    PRISM_GROUP(THREAD(64)) {
        __barrier_sync_count(2, 64);           /* error P080 */
        PRISM_SYNC();
    }
}
/*
 * check-name: adversarial: named barrier ids written by hand
 * check-exit-value: 1
 *
 * check-error-start
adv_barrier_ids.cu:18:20: error: '__barrier_sync' with a barrier id other than 0: ids 1-15 are the named barriers prism-check gives units narrower than the block, and a barrier of the same id would count both; use __syncthreads(), or PRISM_SYNC() in the unit's code [P080]
adv_barrier_ids.cu:18:20: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_barrier_ids.cu:18:20: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_barrier_ids.cu:18:20: note: see: prism-check --explain P080
adv_barrier_ids.cu:19:20: error: '__barrier_sync' with a barrier id other than 0: ids 1-15 are the named barriers prism-check gives units narrower than the block, and a barrier of the same id would count both; use __syncthreads(), or PRISM_SYNC() in the unit's code [P080]
adv_barrier_ids.cu:19:20: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_barrier_ids.cu:19:20: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_barrier_ids.cu:21:9: error: '__barrier_sync_count' is CUDA's named barrier for a count of threads (bar.sync id, count), whose ids the checker gives units narrower than the block, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_SYNC() in the unit's code, or __syncthreads() in block[1] code [P080]
adv_barrier_ids.cu:21:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_barrier_ids.cu:21:9: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
 * check-error-end
 */
