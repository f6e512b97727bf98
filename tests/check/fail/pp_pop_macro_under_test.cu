/*
 * pp_pop_macro_under_test.cu - a #pragma pop_macro the checker skips under
 * a test of __PRISM_CHECK__ restores K = 1 for the compilers, while the
 * checker keeps K = 0 (red team rt16): K then reads differently, and its
 * use in a checked body is P107 (SPEC 13.1).
 */
#include "prism.h"
#define K 1
#pragma push_macro("K")
#undef K
#define K 0
#ifndef __PRISM_CHECK__
#pragma pop_macro("K")
#endif

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = t; }
            PRISM_GROUP(THREAD(1)) { acc = z[K]; } /* error P107 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: a pop_macro the checker skips under a test makes the name read differently (P107)
 * check-exit-value: 1
 *
 * check-error-start
pp_pop_macro_under_test.cu:26:46: error: 'K' is defined under a test of __PRISM_CHECK__: in a checked function's body gcc and nvcc would build code other than what prism-check checks [P107]
pp_pop_macro_under_test.cu:12:9: note: the test is here
pp_pop_macro_under_test.cu:26:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:26:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:26:46: note: see: prism-check --explain P107
 * check-error-end
 */
