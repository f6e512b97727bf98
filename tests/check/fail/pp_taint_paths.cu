/*
 * pp_taint_paths.cu - the ways a name comes to read differently in the
 * checker and in the compilers, each tested in a body's own #if (P107):
 * a macro defined under #ifdef __GNUC__ (both branches), a name only the
 * branch the checker skips defines, a macro that expands to such a name,
 * the names cuda_runtime.h defines (nvcc includes it before every .cu,
 * the checker does not read it) and a __has_include of a file the checker
 * does not find (a system directory may have it).
 */
#include "prism.h"

#ifdef __GNUC__
#define EXTRA_SYNC 1
#define ONLY_GNU 1
#else
#define EXTRA_SYNC 0
#endif
#define WANT_SYNC (EXTRA_SYNC + 0)

PRISM_DEVICE(void, tainted, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (t < 3) {
#if EXTRA_SYNC /* error P107 */
            __syncthreads();
#endif
#ifdef ONLY_GNU /* error P107 */
            __syncthreads();
#endif
#if WANT_SYNC > 0 /* error P107 */
            __syncthreads();
#endif
#if CUDART_VERSION >= 12000 /* error P107 */
            __syncthreads();
#endif
#if defined(__CUDA_RUNTIME_H__) /* error P107 */
            __syncthreads();
#endif
#if __has_include("pp_taint_no_such.h") /* error P107 */
            __syncthreads();
#endif
        }
        out[0] = t;
    }
}
/*
 * check-name: P107 through macros defined under a test, names only the skipped branch defines, CUDA runtime names, an unanswered __has_include
 * check-exit-value: 1
 *
 * check-error-start
pp_taint_paths.cu:26:5: error: 'EXTRA_SYNC' is defined under a test of __GNUC__: in a checked function's body the host compiler or the platform defines it, prism-check does not: they would read other code [P107]
pp_taint_paths.cu:12:8: note: the test is here
pp_taint_paths.cu:26:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_taint_paths.cu:26:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_taint_paths.cu:26:5: note: see: prism-check --explain P107
pp_taint_paths.cu:29:8: error: 'ONLY_GNU' is undefined here but #defined under a test of __GNUC__: in a checked function's body the host compiler or the platform defines it, prism-check does not: they would read other code [P107]
pp_taint_paths.cu:12:8: note: the test is here
pp_taint_paths.cu:29:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_taint_paths.cu:29:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_taint_paths.cu:32:5: error: 'WANT_SYNC' expands to a name defined under a test of __GNUC__: in a checked function's body the host compiler or the platform defines it, prism-check does not: they would read other code [P107]
pp_taint_paths.cu:12:8: note: the test is here
pp_taint_paths.cu:32:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_taint_paths.cu:32:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_taint_paths.cu:35:5: error: a test of CUDART_VERSION inside a checked function's body: the CUDA headers define it (nvcc includes cuda_runtime.h before every .cu), prism-check and the emulator build do not read them [P107]
pp_taint_paths.cu:35:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_taint_paths.cu:35:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_taint_paths.cu:38:13: error: a test of __CUDA_RUNTIME_H__ inside a checked function's body: the CUDA headers define it (nvcc includes cuda_runtime.h before every .cu), prism-check and the emulator build do not read them [P107]
pp_taint_paths.cu:38:13: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_taint_paths.cu:38:13: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_taint_paths.cu:41:5: error: a test of __has_include inside a checked function's body: prism-check does not find the file where the compilers look first, and does not read the system directories, where they may find it [P107]
pp_taint_paths.cu:41:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_taint_paths.cu:41:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
