/*
 * a8_ok_thread_ends.cu - the legal look-alikes of fail/a8_thread_ends.cu:
 * the same exits decided by values the whole unit shares, taken in thread
 * code, or jumps that stay inside their unsafe statement; a pure helper
 * under `||` guards nothing (SPEC 5.1).
 */
#include "prism.h"
#include <assert.h>

__device__ void bail(int x)
{
    if (x)
        __trap();
}
__device__ void die(void)
{
    __trap();
}
__device__ int twice(int x)
{
    return x * 2;
}

PRISM_DEVICE(int, warp_ok, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    assert(n > 0);   /* the unit's value: all or none */
    bail(n > 1024);
    if (n == 77)
        die();
    PRISM_GROUP(THREAD(1)) {
        assert(lane < 32);   /* thread code: nobody waits for it */
        bail(lane > 40);
    }
    PRISM_AT(THREAD(1)) const int r = lane < 16 || twice(lane); /* a pure helper guards nothing */
    prism_syncwarp();
    return r;
}

PRISM_DEVICE(void, block_ok, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(BLOCK(1)) int odd = 0;
    PRISM_UNSAFE {
        for (int i = 0; i < 4; i++)
            if (i == 2)
                break; /* stays inside the statement */
        if (n > 3)
            goto inside;
        odd = n & 1;
    inside:;
    }
    if (odd)
        prism_syncthreads();
}

PRISM_DEVICE(int, thread_unsafe_return, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_UNSAFE {
        if (threadIdx.x & 1)
            return x; /* thread[1] code: the caller goes on for every thread */
    }
    return -x;
}

PRISM_DEVICE(void, warp_calls_thread_fn, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int v = PRISM_CALL(thread_unsafe_return, lane);
    (void)v;
    prism_syncwarp();
}
/*
 * check-name: red team A8 look-alikes: exits decided by shared values, in thread code, jumps inside PRISM_UNSAFE
 *
 * check-error-start
 * check-error-end
 */
