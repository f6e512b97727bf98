/*
 * pp_skipped_include.cu - names a header defines when its #include is in a
 * branch whose test reads differently: the compilers read the header where
 * the checker does not (#ifdef __cplusplus), or the other way round
 * (#ifndef __cplusplus).  Every name it, and the headers it includes,
 * #define, in every branch, reads differently (P107 in a body).
 */
#include "prism.h"
#ifdef __cplusplus
#include "pp_skipped_include.h"
#endif
#ifndef __cplusplus
#include "pp_skipped_taken.h"
#endif

PRISM_DEVICE(void, config, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (t < 3) {
#ifdef EXTRA_SYNC /* error P107 */
            __syncthreads();
#endif
#ifdef FROM_DEAD_BRANCH /* error P107 */
            __syncthreads();
#endif
#ifndef C_ONLY_SYNC /* error P107 */
            __syncthreads();
#endif
        }
        out[0] = t;
    }
}
/*
 * check-name: P107 for names of a header included in a branch whose test reads differently, skipped or taken
 * check-exit-value: 1
 *
 * check-error-start
pp_skipped_include.cu:22:8: error: 'EXTRA_SYNC' is undefined here but #defined under a test of __cplusplus: in a checked function's body nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C [P107]
pp_skipped_include.cu:9:8: note: the test is here
pp_skipped_include.cu:22:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_skipped_include.cu:22:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_skipped_include.cu:22:8: note: see: prism-check --explain P107
pp_skipped_include.cu:25:8: error: 'FROM_DEAD_BRANCH' is undefined here but #defined under a test of __cplusplus: in a checked function's body nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C [P107]
pp_skipped_include.cu:9:8: note: the test is here
pp_skipped_include.cu:25:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_skipped_include.cu:25:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_skipped_include.cu:28:9: error: 'C_ONLY_SYNC' is defined under a test of __cplusplus: in a checked function's body nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C [P107]
pp_skipped_include.cu:12:9: note: the test is here
pp_skipped_include.cu:28:9: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_skipped_include.cu:28:9: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
