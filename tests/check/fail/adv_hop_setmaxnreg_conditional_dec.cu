/*
 * adv_hop_setmaxnreg_conditional_dec.cu - the producer lowers its registers only when it has work
 * ("no tiles, no TMA, why bother"), while the consumers always raise to
 * 232.  The budget 256 x 232 + 128 x 40 = 64512 is exact only if the dec
 * runs: for n <= 0 the producer keeps its 168 at entry and the consumers'
 * setmaxnreg.inc waits forever for 16384 registers nobody frees.  SPEC 8.2
 * P123: the count an arm without setmaxnreg keeps is R ("Over the pool,
 * the increasing warpgroups wait forever"); on the path where the dec is
 * skipped the arm has no setmaxnreg.
 * HOLE (check-known-to-fail): accepted with exit 0 - the arm is budgeted at
 * its setmaxnreg count (40) although a path through it runs none and keeps
 * the entry count (168).
 */
#include "prism.h"

PRISM_KERNEL(maybe_dec, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); }
            PRISM_CASE(1) {
                if (n > 0)
                    prism_setmaxnreg_dec(40);
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: the producer's dec skipped on one path, the consumers' inc not (P123)
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_hop_setmaxnreg_conditional_dec.cu:17:0: error: P123 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
