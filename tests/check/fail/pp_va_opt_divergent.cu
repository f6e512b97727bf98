/* __VA_OPT__ asks whether an argument is empty once expanded; where the
 * checker and the compilers expand it differently the answer is theirs
 * alone (red team rt22): FOO empty for the checker only (through a
 * wrapper's prescan, no token of it is left), a linkage macro (static for
 * the compilers), <sys/cdefs.h>'s __BEGIN_DECLS (empty in gcc's C, a name
 * to the checker, which does not read the header). */
#include <sys/cdefs.h>
#include "prism.h"
#ifdef __PRISM_CHECK__
#define FOO
#define SCOPE
#else
#define FOO 1
#define SCOPE static
#endif
#define HAS(...) (0 __VA_OPT__(+1))
#define XHAS(x) HAS(x)
enum { K1 = XHAS(FOO) };
enum { K2 = XHAS(SCOPE) };
enum { K3 = 1 - HAS(__BEGIN_DECLS) };
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(65 * 4),
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
 * check-name: a __VA_OPT__ whose argument the checker and the compilers expand differently
 * check-exit-value: 1
 *
 * check-error-start
pp_va_opt_divergent.cu:31:46: error: 'K1' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_va_opt_divergent.cu:18:8: note: 'K1' is declared here
pp_va_opt_divergent.cu:31:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_va_opt_divergent.cu:31:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_va_opt_divergent.cu:31:46: note: see: prism-check --explain P107
pp_va_opt_divergent.cu:31:54: error: 'K2' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_va_opt_divergent.cu:19:8: note: 'K2' is declared here
pp_va_opt_divergent.cu:31:54: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_va_opt_divergent.cu:31:54: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_va_opt_divergent.cu:31:62: error: 'K3' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_va_opt_divergent.cu:20:8: note: 'K3' is declared here
pp_va_opt_divergent.cu:31:62: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_va_opt_divergent.cu:31:62: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
