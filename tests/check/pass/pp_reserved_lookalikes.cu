/*
 * pp_reserved_lookalikes.cu - legal look-alikes of the reserved and C
 * library names P107 refuses in a body: a header whose include guard has a
 * reserved name (its macros are the program's own), a file-scope fallback
 * for M_PI, a reserved name the program #defines itself, __FILE__ and
 * __LINE__ (the checker defines them as the compilers do), __CUDA_ARCH__
 * outside a body, and a plain name that no system header defines.
 */
#include "prism.h"
#include "pp_reserved_guard.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif
#define _PP_OWN_FLAG 1

PRISM_DEVICE(void, scaled, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#if GUARDED_SCALE > 1
        out[0] = (float)t * GUARDED_SCALE;
#endif
#if defined(M_PI)
        out[0] += (float)M_PI;
#endif
#ifdef _PP_OWN_FLAG
        out[0] += 1.0f;
#endif
#if defined(__FILE__) && __LINE__ > 0
        out[0] += 2.0f;
#endif
#ifdef MY_PROJECT_FLAG
        out[0] += 3.0f;
#endif
    }
}
/*
 * check-name: reserved include guards, fallbacks the program defines, its own reserved names, __FILE__ and __LINE__ in a body
 */
