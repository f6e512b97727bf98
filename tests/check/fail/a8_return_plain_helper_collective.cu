/* expect: P080 */
/* form: plain __device__ helper with an early per-value return before a raw __shfl_xor_sync */
#include "prism.h"
__device__ float helper(float v)
{
    if (v < 0.0f)
        return 0.0f;
    return __shfl_xor_sync(0xffffffffu, v, 1); /* error P080 */
}
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    return helper(v);
}
/*
 * check-name: red team A8 (convergence): plain __device__ helper with an early per-value return before a raw __shfl_xor_sync
 * check-exit-value: 1
 *
 * check-error-start
a8_return_plain_helper_collective.cu:8:12: error: '__shfl_xor_sync' is a thread[32] collective in 'helper', a function without a perspective signature: collectives belong in PRISM_DEVICE functions [P080]
a8_return_plain_helper_collective.cu:8:12: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_return_plain_helper_collective.cu:8:12: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
a8_return_plain_helper_collective.cu:8:12: note: see: prism-check --explain P080
 * check-error-end
 */
