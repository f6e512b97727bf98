/*
 * adv_warp_ballot_activemask.cu - the common "safe" idiom
 * __ballot_sync(__activemask(), p): __activemask() returns whichever
 * lanes happen to be converged now, not the lanes the code means, so the
 * vote's result depends on scheduling.
 */
#include "prism.h"

PRISM_DEVICE(unsigned, vote, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const unsigned b = __ballot_sync(__activemask(), p); /* error P084 */
    return b;
}
/*
 * check-name: adversarial: __ballot_sync(__activemask(), ...)
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_ballot_activemask.cu:12:59: error: mask '__activemask()' of '__ballot_sync' names the lanes that happen to be converged, not the lanes of the thread[32] unit that runs it; use PRISM_LANEMASK() [P084]
adv_warp_ballot_activemask.cu:12:59: note: at stake: a mask computed at run time cannot be proved to name the running lanes
adv_warp_ballot_activemask.cu:12:59: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
adv_warp_ballot_activemask.cu:12:59: note: see: prism-check --explain P084
 * check-error-end
 */
