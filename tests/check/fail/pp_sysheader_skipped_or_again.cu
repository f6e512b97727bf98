/* A system header the compilers may read in a branch prism-check skips
 * (`#if __has_include(<sys/socket.h>)`, a test it cannot answer as they
 * do) defines its names for them all the same; and a header meant to be
 * included again (<assert.h>) defines a name again after the program's
 * #undef of it (red team rt24: both read as undefined by the checker). */
#include <assert.h>
#include "prism.h"
#if __has_include(<sys/socket.h>)
#include <sys/socket.h>
#endif
#ifdef AF_INET
enum { K1 = 1 };
#else
enum { K1 = 0 };
#endif
#undef static_assert
#include <assert.h>
#ifdef static_assert
enum { K2 = 1 };
#else
enum { K2 = 0 };
#endif
enum { K3 = 0 };
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
            PRISM_GROUP(THREAD(1)) { acc = z[K1] + z[K2] + z[K3]; } /* error P107 */ /* error P107 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: a system header in a skipped branch, and one included again after an #undef
 * check-exit-value: 1
 *
 * check-error-start
pp_sysheader_skipped_or_again.cu:34:46: error: 'K1' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_sysheader_skipped_or_again.cu:14:8: note: 'K1' is declared here
pp_sysheader_skipped_or_again.cu:34:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_sysheader_skipped_or_again.cu:34:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_sysheader_skipped_or_again.cu:34:46: note: see: prism-check --explain P107
pp_sysheader_skipped_or_again.cu:34:54: error: 'K2' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_sysheader_skipped_or_again.cu:21:8: note: 'K2' is declared here
pp_sysheader_skipped_or_again.cu:34:54: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_sysheader_skipped_or_again.cu:34:54: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
