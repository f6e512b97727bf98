/*
 * plain_collective.cu - collectives and raw ids hidden in functions without a perspective signature
 */
#include "prism.h"

static __device__ __forceinline__ float warp_total(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_xor_sync(0xffffffffu, v, off); /* error P080 */
    __syncwarp(); /* error P080 */
    return v + sqrtf(v);                         /* plain math is fine */
}

static __device__ int raw_lane(void)
{
    return (int)threadIdx.x % 32; /* error P081 */
}

PRISM_DEVICE(float, user, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float r = v;
    PRISM_GROUP(THREAD(16)) {
        r = warp_total(r);                       /* opaque here: the helper is the error */
    }
    return r;
}
/*
 * check-name: collectives and raw ids hidden in functions without a perspective signature
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
plain_collective.cu:9:14: error: '__shfl_xor_sync' is a thread[32] collective in 'warp_total', a function without a perspective signature: collectives belong in PRISM_DEVICE functions [P080]
plain_collective.cu:9:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
plain_collective.cu:9:14: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
plain_collective.cu:9:14: note: see: prism-check --explain P080
plain_collective.cu:10:5: error: '__syncwarp' is a thread[32] collective in 'warp_total', a function without a perspective signature: collectives belong in PRISM_DEVICE functions [P080]
plain_collective.cu:10:5: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
plain_collective.cu:10:5: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
plain_collective.cu:16:17: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
plain_collective.cu:16:17: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
plain_collective.cu:16:17: note: see: prism-check --explain P081
 * check-error-end
 */
