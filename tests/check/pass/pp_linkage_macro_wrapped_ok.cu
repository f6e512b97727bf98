/* A macro the compilers define as `static` (C++) and the checker as
 * nothing, used at file scope directly or wrapped in another macro: only
 * the linkage differs, so the declarations read alike (red team rt20). */
#include "prism.h"
#ifdef __cplusplus
#define SCOPE static
#define EXTERN_C extern "C"
#else
#define SCOPE
#define EXTERN_C
#endif
#define DEVTAB SCOPE __device__ const
#define DEVFN EXTERN_C __device__ inline
SCOPE __device__ const int lut0[4] = {1, 2, 3, 4};
DEVTAB int lut[4] = {10, 20, 30, 40};
DEVFN int twice(int x) { return 2 * x; }
/* a linkage macro given as an argument to a macro that writes a function */
#define DEFINE_F(name, q) q __device__ int name(int base) { return base + 1; }
DEFINE_F(inc, EXTERN_C)
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = inc(twice(lut[t & 3] + lut0[t & 3])); }
    }
}
/*
 * check-name: a linkage-only macro wrapped in another macro at file scope reads alike
 *
 * check-error-start
 * check-error-end
 */
