/*
 * pp_divergent_decls.cu - names declared where prism-check and the
 * compilers read the source differently, used in checked bodies (SPEC
 * 13.1 P107; red team rt14): an enum constant under `#ifdef
 * __PRISM_CHECK__` (0 to the checker, 1 to the compilers: `z[K]` proved
 * the thread's own slot, built as the neighbour's), under `#ifdef
 * PRISM_CHECKED` (defined only in the emitted copy), a typedef under
 * `#ifdef __cplusplus`, a `static const` from `__COUNTER__` (Prism's own
 * PRISM_LAUNCH takes values the checker never counts), and `__COUNTER__`
 * in a body.  Legal look-alikes: pass/pp_divergent_decls_ok.cu.
 */
#include "prism.h"
#ifdef __PRISM_CHECK__
enum { K = 0 };
#else
enum { K = 1 };
#endif
#ifdef PRISM_CHECKED
enum { J = 1 };
#else
enum { J = 0 };
#endif
#ifdef __cplusplus
typedef long long acc_t;
#else
typedef int acc_t;
#endif
static const int C = __COUNTER__;

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
            PRISM_GROUP(THREAD(1)) {
                acc_t w = 0; /* error P107 */
                acc += (int)w + z[C] + z[__COUNTER__]; /* error P107 */ /* error P107 */
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: names declared where the checker and the compilers read differently, used in a checked body (P107)
 * check-exit-value: 1
 *
 * check-error-start
pp_divergent_decls.cu:40:46: error: 'K' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:14:8: note: 'K' is declared here
pp_divergent_decls.cu:40:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:40:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:40:46: note: see: prism-check --explain P107
pp_divergent_decls.cu:41:47: error: 'J' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:21:8: note: 'J' is declared here
pp_divergent_decls.cu:41:47: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:41:47: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:43:17: error: 'acc_t' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:26:13: note: 'acc_t' is declared here
pp_divergent_decls.cu:43:17: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:43:17: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:44:35: error: 'C' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:28:18: note: 'C' is declared here
pp_divergent_decls.cu:44:35: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:44:35: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:44:42: error: __COUNTER__'s value in a checked function's body: prism-check and the compilers count differently (Prism's own macros take values where the compilers expand them) [P107]
pp_divergent_decls.cu:44:42: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:44:42: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
