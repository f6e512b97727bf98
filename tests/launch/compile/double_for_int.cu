/*
 * tests/launch/compile/double_for_int.cu - a double for an int parameter must not be truncated silently.
 * expect-c: argument 2 (x) would be narrowed
 * expect-cuda: invalid narrowing conversion
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
    double x = 2.5;
    return PRISM_LAUNCH(k_int, 1, 32, out, x);
}
