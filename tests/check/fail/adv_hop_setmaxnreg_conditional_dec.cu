/*
 * adv_hop_setmaxnreg_conditional_dec.cu - the producer lowers its registers only when it has work
 * ("no tiles, no TMA, why bother"), while the consumers always raise to
 * 232.  The budget 256 x 232 + 128 x 40 = 64512 is exact only if the dec
 * runs: for n <= 0 the producer keeps its 168 at entry and the consumers'
 * setmaxnreg.inc waits forever for 16384 registers nobody frees.  SPEC 8.2
 * P123: the count an arm without setmaxnreg keeps is R ("Over the pool,
 * the increasing warpgroups wait forever"); on the path where the dec is
 * skipped the arm has no setmaxnreg.
 * Was a hole (accepted with exit 0): the arm was budgeted at its
 * setmaxnreg count (40) although a path through it runs none and keeps the
 * entry count (168).
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
 *
 * check-error-start
adv_hop_setmaxnreg_conditional_dec.cu:20:9: error: the arms' setmaxnreg counts need 80896 registers (threads x count, summed over the block); the block holds 64512 (384 threads x 168 at entry, BLOCKDIM(384, 1)): the increasing warpgroups would wait forever [P123]
adv_hop_setmaxnreg_conditional_dec.cu:20:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hop_setmaxnreg_conditional_dec.cu:20:9: note: fix: lower the counts until the arms' threads x count add up to at most 64512 (384 threads x 168 registers at entry); an arm whose setmaxnreg some path skips keeps its 168; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(384, k)), which gives each thread more at entry
adv_hop_setmaxnreg_conditional_dec.cu:20:9: note: see: prism-check --explain P123
 * check-error-end
 */
