/*
 * pp_unshared_names.cu - names the checker and nvcc read differently
 * (P107): nvcc compiles C++, so code under #ifdef __cplusplus in a body is
 * what the GPU runs and what the checker (reading C) never saw; nvcc's
 * version and option macros have values the checker cannot know, so it
 * took the other branch of #if __CUDACC_VER_MAJOR__ >= 12 (a barrier in
 * thread code, accepted before).  A macro defined under such a test and
 * used in a body reads differently too, and so do the host compiler's and
 * the platform's names (__GNUC__, _MSC_VER) and the __has_* tests, which
 * the compilers define and the checker does not.  (__NVCC__ is defined as nvcc
 * defines it: pp_nvcc_defined.cu.)
 */
#include "prism.h"

#ifdef __cplusplus
#define LANE_SYNC() __syncthreads()
#else
#define LANE_SYNC() ((void)0)
#endif

PRISM_DEVICE(void, by_version, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#if __CUDACC_VER_MAJOR__ >= 12 /* error P107 */
        if (t < 3)
            __syncthreads();
#endif
#ifdef __cplusplus /* error P107 */
        if (t < 5)
            __syncthreads();
#endif
        out[0] = t;
    }
}

PRISM_DEVICE(void, by_host_compiler, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#if defined(__GNUC__) && !defined(_MSC_VER) /* error P107 */
        if (t < 2)
            __syncthreads();
#endif
#if __has_include("pp_no_such_header.h") /* error P107 */
        if (t < 6)
            __syncthreads();
#endif
        out[0] = t;
    }
}

PRISM_DEVICE(void, by_macro, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, THREAD(32)))
{
    (void)n;
    LANE_SYNC(); /* error P107 */
}

/*
 * check-name: P107: __cplusplus, __CUDACC_*__, host-compiler names and __has_* tests inside checked bodies
 * check-exit-value: 1
 *
 * check-error-start
pp_unshared_names.cu:26:5: error: a test of __CUDACC_VER_MAJOR__ inside a checked function's body: prism-check cannot know the value nvcc gives it (the toolkit's version or options) [P107]
pp_unshared_names.cu:26:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_unshared_names.cu:26:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_unshared_names.cu:26:5: note: see: prism-check --explain P107
pp_unshared_names.cu:30:8: error: a test of __cplusplus inside a checked function's body: nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C [P107]
pp_unshared_names.cu:30:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_unshared_names.cu:30:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_unshared_names.cu:43:13: error: a test of __GNUC__ inside a checked function's body: the host compiler or the platform defines it, prism-check does not: they would read other code [P107]
pp_unshared_names.cu:43:13: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_unshared_names.cu:43:13: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_unshared_names.cu:47:5: error: a test of __has_include inside a checked function's body: prism-check does not find the file where the compilers look first, and does not read the system directories, where they may find it [P107]
pp_unshared_names.cu:47:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_unshared_names.cu:47:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_unshared_names.cu:59:5: error: 'LANE_SYNC' is defined under a test of __cplusplus: in a checked function's body nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C [P107]
pp_unshared_names.cu:15:8: note: the test is here
pp_unshared_names.cu:59:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_unshared_names.cu:59:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
