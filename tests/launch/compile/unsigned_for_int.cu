/*
 * tests/launch/compile/unsigned_for_int.cu - an unsigned for an int parameter: values above INT_MAX would change sign.
 * expect-c: argument 2 (u) would be narrowed
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
    unsigned u = 7;
    return PRISM_LAUNCH(k_int, 1, 32, out, u);
}
