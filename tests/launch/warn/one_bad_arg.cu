/*
 * tests/launch/warn/one_bad_arg.cu - one dubious PRISM_LAUNCH argument
 * (an int cast to a pointer): gcc's warning for it must not be repeated
 * for every copy of the argument in the macro's checks (118 copies once;
 * 5 now: the checks parse it 4 times, the call once).
 */
#include "prism.h"

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, g, GRID(1)),
             PRISM_PARAM(float, f, GRID(1)), PRISM_PARAM(long long, n, GRID(1)))
PRISM_UNSAFE {
    (void)g;
    (void)f;
    (void)n;
}

PRISM_HOST_API int launch_it(int a);
PRISM_HOST_API int launch_it(int a)
{
    return PRISM_LAUNCH(k, 1, 32, (int *)(a - 1), 0.5f, a);   /* the line the warnings name */
}
