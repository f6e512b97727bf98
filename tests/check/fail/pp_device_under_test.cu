/*
 * pp_device_under_test.cu - device code defined under a test of a name
 * the checker and the compilers read differently (SPEC 13.1, P107, once
 * an #if): nvcc compiles C++ and reads __cplusplus as defined, so it builds
 * the helper with the barrier, which the checker never read; a kernel or a
 * __shared__ array only the host compiler's names reveal.  And PRISM_
 * names the checked copy or the emulator build define and the source the
 * checker reads does not, tested in a body.  (An outside user's probe.)
 */
#include "prism.h"

#ifdef __cplusplus
__device__ static inline float helper(float v) /* error P107 */
{
    __syncthreads();
    return v + 1.0f;
}
#else
__device__ static inline float helper(float v)
{
    return v + 1.0f;
}
#endif

#if defined(CUDART_VERSION) && CUDART_VERSION >= 12000
PRISM_KERNEL(newer, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), /* error P107 */
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(THREAD(1)) { if (PRISM_ID(THREAD(1)) < 3) __syncthreads(); }
}
#endif

#ifdef __GNUC__
__shared__ int staged[128]; /* error P107 */
#endif

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n) {
                xi[0] = helper(xi[0]);
#ifdef PRISM_CHECKED /* error P107 */
                __syncthreads();
#endif
#if defined(PRISM_EMU_H) || defined(PRISM__LINKAGE_C) /* error P107 */
                __syncthreads();
#endif
            }
        }
    }
}
/*
 * check-name: P107 for device code under a test the compilers read otherwise, and for PRISM_ names of the builds tested in a body
 * check-exit-value: 1
 *
 * check-error-start
pp_device_under_test.cu:13:1: error: device code (__device__) under a test of __cplusplus, which reads differently in prism-check and in the compilers: they may compile it where prism-check skips it, unchecked [P107]
pp_device_under_test.cu:12:8: note: the test is here; define device code the same way for every build (a test of __CUDA_ARCH__ is checked for each arch)
pp_device_under_test.cu:13:1: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_device_under_test.cu:13:1: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_device_under_test.cu:13:1: note: see: prism-check --explain P107
pp_device_under_test.cu:26:1: error: device code (PRISM_KERNEL) under a test of CUDART_VERSION, which reads differently in prism-check and in the compilers: they may compile it where prism-check skips it, unchecked [P107]
pp_device_under_test.cu:25:13: note: the test is here; define device code the same way for every build (a test of __CUDA_ARCH__ is checked for each arch)
pp_device_under_test.cu:26:1: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_device_under_test.cu:26:1: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_device_under_test.cu:34:1: error: device code (__shared__) under a test of __GNUC__, which reads differently in prism-check and in the compilers: they may compile it where prism-check skips it, unchecked [P107]
pp_device_under_test.cu:33:8: note: the test is here; define device code the same way for every build (a test of __CUDA_ARCH__ is checked for each arch)
pp_device_under_test.cu:34:1: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_device_under_test.cu:34:1: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_device_under_test.cu:45:8: error: a test of PRISM_CHECKED inside a checked function's body: Prism's headers define their PRISM_ names for one build and not another, and the checked copy that gcc and nvcc compile defines PRISM_CHECKED: the builds would read other code than prism-check [P107]
pp_device_under_test.cu:45:8: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_device_under_test.cu:45:8: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_device_under_test.cu:48:13: error: a test of PRISM_EMU_H inside a checked function's body: Prism's headers define their PRISM_ names for one build and not another, and the checked copy that gcc and nvcc compile defines PRISM_CHECKED: the builds would read other code than prism-check [P107]
pp_device_under_test.cu:48:13: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_device_under_test.cu:48:13: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
