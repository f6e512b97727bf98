/* `#ifndef X` / `#define X` after a system header that defines X: the
 * compilers keep the header's definition (glibc's PATH_MAX is 4096), so the
 * fallback reads alike only where it is the header's own; prism-check asks
 * the host compiler (red team rt23: the checker took 1024).  INT_MAX's
 * fallback of 1 is not <limits.h>'s either. */
#include <limits.h>
#include "prism.h"
#ifndef PATH_MAX
#define PATH_MAX 1024
#endif
#ifndef INT_MAX
#define INT_MAX 1
#endif
enum { K1 = PATH_MAX / 4096 };
enum { K2 = INT_MAX > 1 };
enum { K3 = 0 };
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
 * check-name: a fallback definition of a name a system header defines otherwise
 * check-exit-value: 1
 *
 * check-error-start
pp_ifndef_fallback_other_value.cu:27:46: error: 'K1' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_ifndef_fallback_other_value.cu:14:8: note: 'K1' is declared here
pp_ifndef_fallback_other_value.cu:27:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_ifndef_fallback_other_value.cu:27:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_ifndef_fallback_other_value.cu:27:46: note: see: prism-check --explain P107
pp_ifndef_fallback_other_value.cu:27:54: error: 'K2' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_ifndef_fallback_other_value.cu:15:8: note: 'K2' is declared here
pp_ifndef_fallback_other_value.cu:27:54: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_ifndef_fallback_other_value.cu:27:54: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
