/*
 * adv_port_radix_match_activemask.cu - radix digit counts with
 * warp-aggregated atomics (one atomic per distinct digit per warp):
 * peers = __match_any_sync(__activemask(), digit).  __activemask() is the
 * set of lanes converged at that instant, not the warp: after any earlier
 * divergence it may miss lanes that will call the match a moment later,
 * which then get their own peer sets and the leaders double-count.  A
 * mask that is neither a constant nor PRISM_LANEMASK() is P084.
 */
#include "prism.h"

PRISM_KERNEL(digit_counts, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const uint32_t *, keys, GRID(1)), PRISM_PARAM(unsigned *, counts, GRID(1)),
             PRISM_PARAM(int, shift, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const unsigned digit = (keys[g] >> shift) & 15u;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const unsigned peers = __match_any_sync(__activemask(), digit); /* error P084 */
        PRISM_GROUP(THREAD(1)) {
            if (lane == __ffs(peers) - 1)
                atomicAdd(&counts[digit], (unsigned)__popc(peers));
        }
    }
}
/*
 * check-name: adversarial port: radix digit counts matching peers under __activemask()
 * check-exit-value: 1
 *
 * check-error-start
adv_port_radix_match_activemask.cu:20:69: error: mask '__activemask()' of '__match_any_sync' names the lanes that happen to be converged, not the lanes of the thread[32] unit that runs it; use PRISM_LANEMASK() [P084]
adv_port_radix_match_activemask.cu:20:69: note: at stake: a mask computed at run time cannot be proved to name the running lanes
adv_port_radix_match_activemask.cu:20:69: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
adv_port_radix_match_activemask.cu:20:69: note: see: prism-check --explain P084
 * check-error-end
 */
