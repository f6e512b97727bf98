/* Any system header the checker does not read may define the name an #if
 * tests, not only those libc_names.c lists: prism-check asks the host
 * compiler what <sys/socket.h>, <netinet/in.h>, <sched.h> and <dlfcn.h>
 * define (red team rt23: 23 headers past the lists), so what the branches
 * declare is P107 where checked code uses it. */
#include <dlfcn.h>
#include <netinet/in.h>
#include <sched.h>
#include <sys/socket.h>
#include "prism.h"
#ifdef AF_INET
enum { K1 = 1 };
#else
enum { K1 = 0 };
#endif
#if IPPROTO_TCP == 6
enum { K2 = 1 };
#else
enum { K2 = 0 };
#endif
#if defined(SCHED_FIFO) && defined(RTLD_NOW)
enum { K3 = 1 };
#else
enum { K3 = 0 };
#endif
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
 * check-name: an #if on a name any system header the checker does not read defines
 * check-exit-value: 1
 *
 * check-error-start
pp_sysheader_any_if.cu:36:46: error: 'K1' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_sysheader_any_if.cu:14:8: note: 'K1' is declared here
pp_sysheader_any_if.cu:36:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_sysheader_any_if.cu:36:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_sysheader_any_if.cu:36:46: note: see: prism-check --explain P107
pp_sysheader_any_if.cu:36:54: error: 'K2' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_sysheader_any_if.cu:19:8: note: 'K2' is declared here
pp_sysheader_any_if.cu:36:54: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_sysheader_any_if.cu:36:54: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_sysheader_any_if.cu:36:62: error: 'K3' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_sysheader_any_if.cu:24:8: note: 'K3' is declared here
pp_sysheader_any_if.cu:36:62: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_sysheader_any_if.cu:36:62: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
