/*
 * tests/launch/compile/float_grid.cu - grid and block sizes must be integers.
 * expect-c: grid and block sizes must be integers
 * expect-cuda: grid and block sizes must be integers
 */
#include "prism.h"

PRISM_KERNEL(k_int, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
PRISM_UNSAFE {
    out[0] = n;
}

PRISM_HOST_API int launch_it(int *out);
PRISM_HOST_API int launch_it(int *out)
{
    double g = 2;
    return PRISM_LAUNCH(k_int, g, 32, out, 1);
}
