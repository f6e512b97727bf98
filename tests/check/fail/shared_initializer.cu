/*
 * shared_initializer.cu - a __shared__ variable with an initializer
 * (red team e1): nvcc refuses it ("initializer not allowed for __shared__
 * variable"), and the emulator's __shared__, a thread-local static, kept
 * what the last block left, so later blocks counted on from 32 to 64, 96.
 * P100 at file scope, in a function and inside PRISM_UNSAFE.
 */
#include "prism.h"

__shared__ int file_count = 0; /* error P100 */

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_UNSAFE {
        __shared__ int counter = 0; /* error P100 */
        __shared__ int plain;
        __syncthreads();
        atomicAdd(&counter, 1);
        if (threadIdx.x == 0)
            plain = file_count;
        __syncthreads();
        if (threadIdx.x == 0)
            out[blockIdx.x] = counter + plain;
    }
}

/*
 * check-name: a __shared__ variable with an initializer (P100)
 * check-exit-value: 1
 *
 * check-error-start
shared_initializer.cu:10:27: error: a __shared__ variable cannot have an initializer (nvcc: "initializer not allowed for __shared__ variable"): each block's copy starts undefined [P100]
shared_initializer.cu:10:27: note: fix: declare it without the initializer and set it in the kernel from one thread before the others read it (PRISM_ONE { x = 0; }, or in PRISM_UNSAFE: if (threadIdx.x == 0) x = 0; __syncthreads();)
shared_initializer.cu:10:27: note: see: prism-check --explain P100
shared_initializer.cu:15:32: error: a __shared__ variable cannot have an initializer (nvcc: "initializer not allowed for __shared__ variable"): each block's copy starts undefined [P100]
shared_initializer.cu:15:32: note: fix: declare it without the initializer and set it in the kernel from one thread before the others read it (PRISM_ONE { x = 0; }, or in PRISM_UNSAFE: if (threadIdx.x == 0) x = 0; __syncthreads();)
 * check-error-end
 */
