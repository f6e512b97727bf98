/*
 * pp_reserved_in_body.cu - names no list can cover, tested in a body (P107):
 * reserved identifiers that gcc, clang or nvcc predefine on some platform
 * or under some flag (__CHAR_BIT__, __SSE2__, _OPENMP with -fopenmp,
 * __SANITIZE_THREAD__ with -fsanitize=thread), the macros of the C
 * library's headers, which the checker does not read and nvcc includes
 * itself (INT_MAX, UINT32_MAX, FLT_MAX, M_PI, NULL, EOF), and a name
 * defined under a file-scope test of one; gcc's GNU-mode unix and linux.
 */
#include "prism.h"
#include <limits.h>

#ifdef __SSE2__
#define FAST_PATH 1
#endif

PRISM_DEVICE(void, hidden, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (t < 3) {
#ifdef __CHAR_BIT__ /* error P107 */
            __syncthreads();
#endif
#if defined(_OPENMP) || defined(__SANITIZE_THREAD__) /* error P107 */
            __syncthreads();
#endif
#ifndef INT_MAX /* error P107 */
            out[0] = 1;
#endif
#if UINT32_MAX > 0 /* error P107 */
            __syncthreads();
#endif
#ifdef FLT_MAX /* error P107 */
            __syncthreads();
#endif
#if defined M_PI /* error P107 */
            __syncthreads();
#endif
#ifdef NULL /* error P107 */
            __syncthreads();
#endif
#ifdef EOF /* error P107 */
            __syncthreads();
#endif
#ifdef FAST_PATH /* error P107 */
            __syncthreads();
#endif
#if defined(unix) || defined(linux) /* error P107 */
            __syncthreads();
#endif
        }
        out[0] = t;
    }
}
/*
 * check-name: P107 for reserved names and C library macros tested in a body, and a name defined under a test of one
 * check-exit-value: 1
 *
 * check-error-start
pp_reserved_in_body.cu:23:8: error: a test of __CHAR_BIT__ inside a checked function's body: it is a reserved name that prism-check does not define and the program does not #define: the host compiler, the platform or a flag (-fopenmp, -fsanitize=..., -funsigned-char, -fPIC) may define it, and gcc and nvcc would read other code [P107]
pp_reserved_in_body.cu:23:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:23:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:23:8: note: see: prism-check --explain P107
pp_reserved_in_body.cu:26:13: error: a test of _OPENMP inside a checked function's body: it is a reserved name that prism-check does not define and the program does not #define: the host compiler, the platform or a flag (-fopenmp, -fsanitize=..., -funsigned-char, -fPIC) may define it, and gcc and nvcc would read other code [P107]
pp_reserved_in_body.cu:26:13: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:26:13: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:29:9: error: a test of INT_MAX inside a checked function's body: the system header <limits.h> defines it, which prism-check does not read and the compilers may (included by the program, or by cuda_runtime.h before every .cu): they would read other code [P107]
pp_reserved_in_body.cu:29:9: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:29:9: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:32:5: error: a test of UINT32_MAX inside a checked function's body: the system header <stdint.h> defines it, which prism-check does not read and the compilers may (included by the program, or by cuda_runtime.h before every .cu): they would read other code [P107]
pp_reserved_in_body.cu:32:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:32:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:35:8: error: a test of FLT_MAX inside a checked function's body: the system header <float.h> defines it, which prism-check does not read and the compilers may (included by the program, or by cuda_runtime.h before every .cu): they would read other code [P107]
pp_reserved_in_body.cu:35:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:35:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:38:13: error: a test of M_PI inside a checked function's body: the system header <math.h> defines it, which prism-check does not read and the compilers may (included by the program, or by cuda_runtime.h before every .cu): they would read other code [P107]
pp_reserved_in_body.cu:38:13: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:38:13: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:41:8: error: a test of NULL inside a checked function's body: the system header <stddef.h> defines it, which prism-check does not read and the compilers may (included by the program, or by cuda_runtime.h before every .cu): they would read other code [P107]
pp_reserved_in_body.cu:41:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:41:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:44:8: error: a test of EOF inside a checked function's body: the system header <stdio.h> defines it, which prism-check does not read and the compilers may (included by the program, or by cuda_runtime.h before every .cu): they would read other code [P107]
pp_reserved_in_body.cu:44:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:44:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:47:8: error: 'FAST_PATH' is undefined here but #defined under a test of __SSE2__: in a checked function's body it is a reserved name that prism-check does not define and the program does not #define: the host compiler, the platform or a flag (-fopenmp, -fsanitize=..., -funsigned-char, -fPIC) may define it, and gcc and nvcc would read other code [P107]
pp_reserved_in_body.cu:13:8: note: the test is here
pp_reserved_in_body.cu:47:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:47:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_reserved_in_body.cu:50:13: error: a test of unix inside a checked function's body: the host compiler or the platform defines it, prism-check does not: they would read other code [P107]
pp_reserved_in_body.cu:50:13: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_reserved_in_body.cu:50:13: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
