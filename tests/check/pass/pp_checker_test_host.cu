/*
 * pp_checker_test_host.cu - legal uses of __PRISM_CHECK__: host code the
 * checker cannot parse kept away from it at file scope, and a macro defined
 * under the test used only in host code.  Checked bodies read the same for
 * the checker and the compilers.
 */
#include "prism.h"

#ifndef __PRISM_CHECK__
#define HOST_ONLY_SCALE 2
static int host_scale(int x)
{
    return x * HOST_ONLY_SCALE;
}
#endif

PRISM_DEVICE(int, twice, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    return 2 * x;
}

#ifndef __PRISM_CHECK__
int host_entry(int x)
{
    return host_scale(x);
}
#endif
/*
 * check-name: legal: __PRISM_CHECK__ tests at file scope, around host code
 *
 * check-error-start
 * check-error-end
 */
