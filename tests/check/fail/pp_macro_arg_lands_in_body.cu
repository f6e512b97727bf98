/* A macro defined under a test, given as an argument to a macro that
 * writes a function at file scope, lands in that function's body, which is
 * checked code (red team rt22): `static` on a local for the checked copy
 * only (one counter for every thread), `1 +` for it only (another value). */
#include "prism.h"
#ifdef PRISM_CHECKED
#define LNK static
#define ONE 1 +
#else
#define LNK
#define ONE
#endif
#define DEFINE_BUMP(name, q) __device__ int name(int base) { q int c = 0; c += 1; return base + c; }
#define DEFINE_ADD(name, q) __device__ int name(int base) { return q base + 1; }
DEFINE_BUMP(bump, LNK) /* error P107 */
DEFINE_ADD(add, ONE)   /* error P107 */
DEFINE_ADD(plain, 2 +)
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int m = bump(n) + add(n) + plain(n);
        if (m == 5)
            __syncthreads();
        v = m;
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: a macro defined under a test that an argument carries into a function's body written at file scope
 * check-exit-value: 1
 *
 * check-error-start
pp_macro_arg_lands_in_body.cu:15:1: error: 'DEFINE_BUMP' expands to a name defined under a test of PRISM_CHECKED: in a checked function's body Prism's headers define their PRISM_ names for one build and not another, and the checked copy that gcc and nvcc compile defines PRISM_CHECKED: the builds would read other code than prism-check [P107]
pp_macro_arg_lands_in_body.cu:6:8: note: the test is here
pp_macro_arg_lands_in_body.cu:15:1: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_macro_arg_lands_in_body.cu:15:1: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_macro_arg_lands_in_body.cu:15:1: note: see: prism-check --explain P107
pp_macro_arg_lands_in_body.cu:16:1: error: 'DEFINE_ADD' expands to a name defined under a test of PRISM_CHECKED: in a checked function's body Prism's headers define their PRISM_ names for one build and not another, and the checked copy that gcc and nvcc compile defines PRISM_CHECKED: the builds would read other code than prism-check [P107]
pp_macro_arg_lands_in_body.cu:6:8: note: the test is here
pp_macro_arg_lands_in_body.cu:16:1: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_macro_arg_lands_in_body.cu:16:1: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
