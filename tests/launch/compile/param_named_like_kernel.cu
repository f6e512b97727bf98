/*
 * tests/launch/compile/param_named_like_kernel.cu - a parameter with its kernel's name (legal CUDA:
 * __global__ void hist(unsigned *hist)); the launch functions take it too, where it hid the kernel
 * (red-team P, 3: nvcc's "apparent call must have (pointer-to-) function type").
 * expect-c: ok
 * expect-cuda: ok
 */
#include "prism.h"

PRISM_KERNEL(hist, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, hist, GRID(1)))
{
    PRISM_FOR_STRIDED(k, 64) { atomicAdd(&hist[k], 1u); }
}

PRISM_HOST_API int launch_it(unsigned *h);
PRISM_HOST_API int launch_it(unsigned *h)
{
    return PRISM_LAUNCH(hist, 1, 32, h);
}
