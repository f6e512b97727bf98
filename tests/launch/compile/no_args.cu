/*
 * tests/launch/compile/no_args.cu - PRISM_LAUNCH without the kernel's arguments must not compile (it zero-filled them).
 * expect-c: the number of arguments differs from the number of kernel parameters
 * expect-cuda: the number of arguments differs from the number of kernel parameters
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
    (void)out;
    return PRISM_LAUNCH(k_int, 1, 32);
}
