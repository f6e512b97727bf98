/*
 * pp_sysheader_replay.cu - what a system header the checker skips does to
 * the program as the compilers read it (SPEC 13.1, red team rt25): glibc's
 * <sys/param.h> redefines MAX, which the program defined before including
 * it, so the compilers' MAX(1, 2) is 2 where the checker's is 1.  A store
 * hidden in such a header's macro is fail/sysheader_macro_store.cu; the
 * legal look-alikes are pass/pp_sysheader_replay_ok.cu.
 */
#include "prism.h"
#define MAX(a, b) ((a) < (b) ? (a) : (b))
#include <sys/param.h>
enum { K = MAX(1, 2) }; /* error P107 */

PRISM_KERNEL(sysheader_replay, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = K; }
    }
}
/*
 * check-name: a system header the checker skips redefines a program macro
 * check-exit-value: 1
 *
 * check-error-start
pp_sysheader_replay.cu:12:12: error: 'MAX' is #undef'd or redefined by the system header <sys/param.h>, included after the program defines it; prism-check does not read that header, so gcc and nvcc would read other code here than it checks [P107]
pp_sysheader_replay.cu:10:9: note: the program's definition, which prism-check reads
pp_sysheader_replay.cu:12:12: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_sysheader_replay.cu:12:12: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_sysheader_replay.cu:12:12: note: see: prism-check --explain P107
 * check-error-end
 */
