/* expect: P080 */
/* form: clang's named barrier for a count (__nvvm_barrier_sync_cnt) under a warp split arm */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    __nvvm_barrier_sync_cnt(1, 64); /* error P080 */
}
/*
 * check-name: red team A8 (convergence): clang's named barrier for a count (__nvvm_barrier_sync_cnt) under a warp split arm
 * check-exit-value: 1
 *
 * check-error-start
a8_nvvm_barrier_cnt.cu:6:5: error: '__nvvm_barrier_sync_cnt' is clang's named barrier for a count of threads (__barrier_sync_count), whose ids the checker gives units narrower than the block, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_SYNC() in the unit's code, or __syncthreads() in block[1] code [P080]
a8_nvvm_barrier_cnt.cu:6:5: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_nvvm_barrier_cnt.cu:6:5: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
a8_nvvm_barrier_cnt.cu:6:5: note: see: prism-check --explain P080
 * check-error-end
 */
