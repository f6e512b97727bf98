/*
 * sysheader_macro_store.cu - a macro of a system header the checker skips,
 * used in a checked function, that expands to what the checker checks
 * (SPEC 13.1, red team rt25: a header's `#define RT_BAR() __syncthreads()`
 * in one warp's arm was taken for a call of an unknown function): glibc's
 * <sys/param.h> setbit() is a store through its argument.  Its constant
 * NBBY reads the same to all (pass/pp_sysheader_replay_ok.cu).
 */
#include "prism.h"
#include <sys/param.h>

PRISM_KERNEL(sysheader_macro_store, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) unsigned char bits[4] = {0, 0, 0, 0};
    PRISM_GROUP(THREAD(1)) { setbit(bits, t % 32); } /* error P107 */
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = bits[0]; }
    }
}
/*
 * check-name: a system header's macro that stores, used in a kernel
 * check-exit-value: 1
 *
 * check-error-start
sysheader_macro_store.cu:17:30: error: 'setbit' is a macro of the system header <sys/param.h>, which prism-check does not read: gcc and nvcc expand it to code the checker never saw (a collective, an id, asm or a store) [P107]
sysheader_macro_store.cu:17:30: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
sysheader_macro_store.cu:17:30: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
sysheader_macro_store.cu:17:30: note: see: prism-check --explain P107
 * check-error-end
 */
