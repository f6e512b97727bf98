/* The same wrapped macro on a local: static changes its storage (one
 * counter shared by every thread), so the declaration reads differently. */
#include "prism.h"
#ifdef __cplusplus
#define SCOPE static
#else
#define SCOPE
#endif
#define COUNTER SCOPE int
__device__ int bump(int base)
{
    COUNTER c = 0;  /* error P107 */
    c += 1;
    return base + c;
}
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int m = bump(n);
        if (m == 1)
            __syncthreads();
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = t; }
    }
}
/*
 * check-name: a static-for-the-compilers macro wrapped in another on a local reads differently
 * check-exit-value: 1
 *
 * check-error-start
pp_linkage_macro_wrapped_local.cu:12:5: error: 'COUNTER' expands to a name defined under a test of __cplusplus: in a checked function's body nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C [P107]
pp_linkage_macro_wrapped_local.cu:4:8: note: the test is here
pp_linkage_macro_wrapped_local.cu:12:5: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_linkage_macro_wrapped_local.cu:12:5: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_linkage_macro_wrapped_local.cu:12:5: note: see: prism-check --explain P107
 * check-error-end
 */
