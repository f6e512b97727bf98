/*
 * pp_pop_macro_under_test.cu - a #pragma pop_macro the checker skips under
 * a test of __PRISM_CHECK__ restores K = 1 for the compilers, while the
 * checker keeps K = 0 (red team rt16): K then reads differently, and its
 * use in a checked body is P107 (SPEC 13.1).  So for a push_macro it
 * skips (J: the pop it reads restores the compilers' J = 1), a
 * declaration a macro defined under a test writes (M), and such a macro in
 * a kernel's bound (BLOCKDIM(BD)).  A pop issued by a _Pragma of a macro
 * defined under a test runs where the macro is used, after L's last
 * #define (L: the compilers pop; N: only the checker pops).  A macro
 * defined so that is empty for the checker leaves its declaration reading
 * differently too (red team rt18: ONE, PACKED, PAD).
 */
#include "prism.h"
#define K 1
#pragma push_macro("K")
#undef K
#define K 0
#ifndef __PRISM_CHECK__
#pragma pop_macro("K")
#endif
#define J 1
#ifndef __PRISM_CHECK__
#pragma push_macro("J")
#endif
#undef J
#define J 0
#pragma pop_macro("J")
#ifndef __PRISM_CHECK__
#define DECLM enum { M = 1 };
#define BD 128
#else
#define DECLM enum { M = 0 };
#define BD 64
#endif
DECLM
#ifndef __PRISM_CHECK__
#define POPL _Pragma("pop_macro(\"L\")")
#define POPN
#else
#define POPL
#define POPN _Pragma("pop_macro(\"N\")")
#endif
#define L 1
#pragma push_macro("L")
#undef L
#define L 0
POPL
#define N 0
#pragma push_macro("N")
#undef N
#define N 1
POPN
#ifndef __PRISM_CHECK__
#define ONE 1
#define PACKED __attribute__((packed))
#define PAD char pad[4];
#else
#define ONE
#define PACKED
#define PAD
#endif
enum { KE = ONE + 0 };
struct SP {
    char c;
    int i;
} PACKED;
enum { KP = 8 - sizeof(struct SP) };
struct SD {
    int i;
    PAD
};
enum { KD = sizeof(struct SD) - 4 };

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
            PRISM_GROUP(THREAD(1)) { acc += z[J]; } /* error P107 */
            PRISM_GROUP(THREAD(1)) { acc += z[M]; } /* error P107 */
            PRISM_GROUP(THREAD(1)) { acc += z[L]; } /* error P107 */
            PRISM_GROUP(THREAD(1)) { acc += z[N]; } /* error P107 */
            PRISM_GROUP(THREAD(1)) { acc += z[KE] + z[KP] + z[KD]; } /* error P107 */ /* error P107 */ /* error P107 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

PRISM_KERNEL(sized, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BD), THREAD(32)), PRISM_SMEM(0), /* error P107 */
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1; }
    }
}

/*
 * check-name: a pop_macro the checker skips under a test makes the name read differently (P107)
 * check-exit-value: 1
 *
 * check-error-start
pp_pop_macro_under_test.cu:85:46: error: 'K' is defined under a test of __PRISM_CHECK__: in a checked function's body gcc and nvcc would build code other than what prism-check checks [P107]
pp_pop_macro_under_test.cu:19:9: note: the test is here
pp_pop_macro_under_test.cu:85:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:85:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:85:46: note: see: prism-check --explain P107
pp_pop_macro_under_test.cu:86:47: error: 'J' is defined under a test of __PRISM_CHECK__: in a checked function's body gcc and nvcc would build code other than what prism-check checks [P107]
pp_pop_macro_under_test.cu:23:9: note: the test is here
pp_pop_macro_under_test.cu:86:47: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:86:47: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:88:47: error: 'L' is defined under a test of __PRISM_CHECK__: in a checked function's body gcc and nvcc would build code other than what prism-check checks [P107]
pp_pop_macro_under_test.cu:37:9: note: the test is here
pp_pop_macro_under_test.cu:88:47: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:88:47: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:89:47: error: 'N' is defined under a test of __PRISM_CHECK__: in a checked function's body gcc and nvcc would build code other than what prism-check checks [P107]
pp_pop_macro_under_test.cu:37:9: note: the test is here
pp_pop_macro_under_test.cu:89:47: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:89:47: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:98:64: error: 'BD' is defined under a test of __PRISM_CHECK__: in a checked function's body gcc and nvcc would build code other than what prism-check checks [P107]
pp_pop_macro_under_test.cu:29:9: note: the test is here
pp_pop_macro_under_test.cu:98:64: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:98:64: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:87:47: error: 'M' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_pop_macro_under_test.cu:36:1: note: 'M' is declared here
pp_pop_macro_under_test.cu:87:47: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:87:47: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:90:47: error: 'KE' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_pop_macro_under_test.cu:63:8: note: 'KE' is declared here
pp_pop_macro_under_test.cu:90:47: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:90:47: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:90:55: error: 'KP' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_pop_macro_under_test.cu:68:8: note: 'KP' is declared here
pp_pop_macro_under_test.cu:90:55: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:90:55: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_pop_macro_under_test.cu:90:63: error: 'KD' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_pop_macro_under_test.cu:73:8: note: 'KD' is declared here
pp_pop_macro_under_test.cu:90:63: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_pop_macro_under_test.cu:90:63: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
