/*
 * a8_goto_computed.cu - red team A8 (convergence, from the SPEC alone): a
 * GNU computed goto through a label table indexed by the lane skipped a
 * __syncwarp for odd lanes, accepted.  A jump to a run-time label has no
 * path the convergence rules can follow, and nvcc refuses label
 * addresses in device code: P100 at the goto, uniform index or not.
 */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    static void *const tab[2] = { &&with_sync, &&skip };
    goto *tab[lane & 1]; /* error P100 */
with_sync:
    prism_syncwarp();
skip:
    ;
}
/*
 * check-name: red-team A8: a computed goto is P100 (no path to follow; nvcc refuses label addresses in device code)
 * check-exit-value: 1
 *
 * check-error-start
a8_goto_computed.cu:13:10: error: computed goto ('goto *'): the checker cannot follow a jump to a run-time label, and nvcc does not support label addresses in device code; use a switch [P100]
a8_goto_computed.cu:13:10: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
a8_goto_computed.cu:13:10: note: see: prism-check --explain P100
 * check-error-end
 */
