/*
 * adv_ok_lang_device_vars.cu - the legal side of writes to one variable
 * for the whole grid (SPEC 6.1, 6.7): a __device__ scalar and a static
 * local updated with atomics from thread[1] code, read back as thread[1]
 * values, a static const table and a __constant__ table read as uniform
 * ones (device code cannot write either), and a const __device__ scalar
 * steering a block loop.
 */
#include "prism.h"

__device__ int g_max;
__device__ unsigned g_calls;
__device__ const int g_rounds = 3;
__constant__ int c_bias[4];

PRISM_DEVICE(int, bump, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, unused, THREAD(1)))
{
    static unsigned calls;
    atomicAdd(&calls, 1u);
    return (int)atomicAdd(&g_calls, 1u);
}

PRISM_KERNEL(device_vars, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    static const int steps[4] = {1, 2, 3, 4};
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int r = steps[b % 4] + c_bias[b % 4] + g_rounds;
        for (int i = 0; i < r; i++)
            prism_syncthreads();
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                atomicMax(&g_max, in[g]);
            const int seen = g_max; /* thread[1]: any thread may change it */
            o[0] = seen + PRISM_CALL(bump, 0);
        }
    }
}
/*
 * check-name: adversarial legal lang: __device__ and static variables updated by atomics, constant tables read uniformly
 */
