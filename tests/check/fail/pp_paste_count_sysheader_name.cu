/* A name a system header defines, which prism-check leaves as it is where
 * an argument is expanded and the compilers expand: pasted by a wrapper
 * (XCAT(K_, CHAR_BIT) is K_8 for them, K_CHAR_BIT for the checker), or
 * counted (<sys/cdefs.h>'s __LEAF is `, __leaf__` for gcc: NARG counts two
 * arguments) (red team rt23).  What the macro makes of it reads differently:
 * P107 where checked code uses it, in a declaration or in a body. */
#include <limits.h>
#include <stdio.h>
#include "prism.h"
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define NARG_(_1, _2, _3, N, ...) N
#define NARG(...) NARG_(__VA_ARGS__, 3, 2, 1, 0)
#define K_CHAR_BIT 0
#define K_8 1
enum { K1 = XCAT(K_, CHAR_BIT) };
enum { K2 = NARG(__LEAF) - 1 };
#define K3 XCAT(K_, CHAR_BIT)
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(80 * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = t; }
            PRISM_GROUP(THREAD(1)) { acc = z[K1] + z[K2] + z[K3]; } /* error P107 */ /* error P107 */ /* error P107 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: a system header's name pasted or counted after a wrapper expanded it
 * check-exit-value: 1
 *
 * check-error-start
pp_paste_count_sysheader_name.cu:29:62: error: 'CAT' is given CHAR_BIT in an argument, which prism-check leaves as it is and the compilers may expand: what the macro pastes, stringizes or counts from it is theirs alone (the system header <limits.h> defines it, which prism-check does not read and the compilers may (included by the program, or by cuda_runtime.h before every .cu): they would read other code) [P107]
pp_paste_count_sysheader_name.cu:11:9: note: in expansion of macro 'XCAT' defined here
pp_paste_count_sysheader_name.cu:18:9: note: in expansion of macro 'K3' defined here
pp_paste_count_sysheader_name.cu:29:62: note: CHAR_BIT is here
pp_paste_count_sysheader_name.cu:29:62: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_paste_count_sysheader_name.cu:29:62: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_paste_count_sysheader_name.cu:29:62: note: see: prism-check --explain P107
pp_paste_count_sysheader_name.cu:29:46: error: 'K1' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_paste_count_sysheader_name.cu:16:8: note: 'K1' is declared here
pp_paste_count_sysheader_name.cu:29:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_paste_count_sysheader_name.cu:29:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_paste_count_sysheader_name.cu:29:54: error: 'K2' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_paste_count_sysheader_name.cu:17:8: note: 'K2' is declared here
pp_paste_count_sysheader_name.cu:29:54: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_paste_count_sysheader_name.cu:29:54: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
