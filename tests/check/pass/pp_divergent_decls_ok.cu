/*
 * pp_divergent_decls_ok.cu - look-alikes of fail/pp_divergent_decls.cu
 * (SPEC 13.1 P107): a header's include guard with a reserved name; a
 * struct whose C++-only constructor is under `#ifdef __cplusplus` (the
 * checker skips it, nothing it reads differs); declarations under
 * `#ifndef __PRISM_CHECK__` that only host code uses; an enum of the same
 * value on both sides of a test, used outside bodies only; and the same
 * names declared plainly, used in the body; a macro defined under a test
 * whose _Pragma pops K2, never used (so K2 reads alike); a macro empty
 * for the checker that the compilers read as linkage only (extern "C").
 */
#ifndef _PP_DIVERGENT_OK_GUARD
#define _PP_DIVERGENT_OK_GUARD
#include "prism.h"

typedef struct Params {
    int n;
#ifdef __cplusplus
    Params() : n(0) {}
#endif
} Params;

#ifndef __PRISM_CHECK__
static int host_only_count = 3;
static int host_only(void) { return host_only_count; }
#endif

#ifdef __cplusplus
enum { HOST_FLAG = 1 };
#else
enum { HOST_FLAG = 1 };
#endif

enum { K = 0 };
typedef int acc_t;

#ifndef __PRISM_CHECK__
#define POPK2 _Pragma("pop_macro(\"K2\")")
#else
#define POPK2
#endif
#ifdef __cplusplus
#define EXTERN_C extern "C"
#else
#define EXTERN_C
#endif
EXTERN_C __constant__ int coef[4];
#define K2 1
#pragma push_macro("K2")
#undef K2
#define K2 0

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(Params, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = t + p.n; }
            PRISM_GROUP(THREAD(1)) {
                acc_t w = z[K + K2] + coef[0];
                acc = w;
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

#ifndef __PRISM_CHECK__
int host_flag(void) { return HOST_FLAG + host_only(); }
#endif
#endif

/*
 * check-name: declarations under tests the checker and the compilers read differently, not used in checked bodies
 *
 * check-error-start
 * check-error-end
 */
