/*
 * pp_checker_test.cu - the checker and the compilers must read the same
 * body (P107).  A barrier only the checker sees (#ifdef __PRISM_CHECK__)
 * is one the build lacks: the checker counts on it and infers none.  A
 * macro defined under a test of __PRISM_CHECK__ expands differently for
 * the two, wherever it is used in a checked body.
 */
#include "prism.h"

#ifndef __PRISM_CHECK__
#define STEP_SYNC() __syncthreads()
#else
#define STEP_SYNC() ((void)0)
#endif

PRISM_DEVICE(void, fake_barrier, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, BLOCK(1)))
{
    PRISM_GROUP(THREAD(1)) {
        (void)out;
    }
#ifdef __PRISM_CHECK__ /* error P107 */
    PRISM_SYNC();
#endif
}

PRISM_DEVICE(void, macro_barrier, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, THREAD(32)))
{
    (void)n;
    STEP_SYNC(); /* error P107 */
}
/*
 * check-name: P107: tests of __PRISM_CHECK__ inside checked bodies, directly and through a macro
 * check-exit-value: 1
 *
 * check-error-start
pp_checker_test.cu:22:8: error: a test of __PRISM_CHECK__ inside a checked function's body: gcc and nvcc would build code other than what prism-check checks [P107]
pp_checker_test.cu:22:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_checker_test.cu:22:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_checker_test.cu:22:8: note: see: prism-check --explain P107
pp_checker_test.cu:31:5: error: 'STEP_SYNC' is defined under a test of __PRISM_CHECK__: in a checked function's body gcc and nvcc would build code other than what prism-check checks [P107]
pp_checker_test.cu:10:9: note: the test is here
pp_checker_test.cu:31:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_checker_test.cu:31:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
