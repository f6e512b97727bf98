/*
 * adv_hop_setmaxnreg_producer_keeps.cu - the consumers raise to 240 and the producer warpgroup
 * "does not need to call dec, it uses few registers anyway".  Registers
 * move only through setmaxnreg: the producer keeps its 168 at entry, so
 * 256 x 240 + 128 x 168 = 82944 exceeds the 384 x 168 = 64512 the block
 * holds, and the consumers' inc waits forever.  SPEC 8.2 P123: an arm
 * without setmaxnreg keeps R.
 */
#include "prism.h"

PRISM_KERNEL(keeps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(240); (void)n; }
            PRISM_CASE(1) { }
        }
    }
}
/*
 * check-name: adversarial: hopper: consumers raise, the producer keeps its entry count (P123)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_producer_keeps.cu:15:9: error: the arms' setmaxnreg counts need 82944 registers (threads x count, summed over the block); the block holds 64512 (384 threads x 168 at entry, BLOCKDIM(384, 1)): the increasing warpgroups would wait forever [P123]
adv_hop_setmaxnreg_producer_keeps.cu:15:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hop_setmaxnreg_producer_keeps.cu:15:9: note: fix: lower the counts until the arms' threads x count add up to at most 64512 (384 threads x 168 registers at entry); an arm whose setmaxnreg some path skips keeps its 168; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(384, k)), which gives each thread more at entry
adv_hop_setmaxnreg_producer_keeps.cu:15:9: note: see: prism-check --explain P123
 * check-error-end
 */
