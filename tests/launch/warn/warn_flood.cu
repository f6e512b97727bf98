/*
 * tests/launch/warn/warn_flood.cu - one dubious argument to PRISM_LAUNCH (an
 * int-to-pointer cast gcc warns about).  tests/suites/12-launch.sh counts
 * gcc's warnings for it: the compile-time argument checks name the
 * argument a few times, so the warning comes a few times, not once per
 * use inside the checks (118 before they were restructured).  It is a
 * fixture that must warn, so it lives apart from tests/launch/*.cu, which
 * 11-nvcc compiles with -Werror.
 */
#include "prism.h"

PRISM_KERNEL(k_ptr, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, g, GRID(1)))
{
    (void)g;
}

int launch_flood(int argc)
{
    return PRISM_LAUNCH(k_ptr, 1, 32, (int *)(argc - 1));
}
