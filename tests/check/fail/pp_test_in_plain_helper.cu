/*
 * pp_test_in_plain_helper.cu - a test of a name the checker and the
 * compilers read differently inside a plain __device__ function's body
 * (SPEC 13.1 P107; red team rt20): the checker checks such a helper at its
 * calls, so `static` for the compilers alone (a counter shared by every
 * thread) made the checked build deadlock; and a macro defined so that is
 * `static` for the compilers is not linkage only.
 */
#include "prism.h"
#ifdef PRISM_CHECKED
#define LNK static
#else
#define LNK
#endif

__device__ int bump(int base)
{
#ifdef PRISM_CHECKED /* error P107 */
    static
#endif
    int c = 0;
    c += 1;
    return base + c;
}

__device__ int bump2(int base)
{
    LNK int c = 0; /* error P107 */
    c += 1;
    return base + c;
}

/*
 * check-name: tests of unshared names in a plain __device__ function's body (P107)
 * check-exit-value: 1
 *
 * check-error-start
pp_test_in_plain_helper.cu:18:8: error: a test of PRISM_CHECKED inside a checked function's body: Prism's headers define their PRISM_ names for one build and not another, and the checked copy that gcc and nvcc compile defines PRISM_CHECKED: the builds would read other code than prism-check [P107]
pp_test_in_plain_helper.cu:18:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_test_in_plain_helper.cu:18:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_test_in_plain_helper.cu:18:8: note: see: prism-check --explain P107
pp_test_in_plain_helper.cu:28:5: error: 'LNK' is defined under a test of PRISM_CHECKED: in a checked function's body Prism's headers define their PRISM_ names for one build and not another, and the checked copy that gcc and nvcc compile defines PRISM_CHECKED: the builds would read other code than prism-check [P107]
pp_test_in_plain_helper.cu:10:8: note: the test is here
pp_test_in_plain_helper.cu:28:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_test_in_plain_helper.cu:28:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
