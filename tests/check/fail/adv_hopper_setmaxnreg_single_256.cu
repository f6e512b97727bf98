/*
 * adv_hopper_setmaxnreg_single_256.cu - one warpgroup per block at 1 block/SM, raised to 256 registers
 * "because the SM has room".  The block is launched with 65536 / 128 =
 * 512, capped at 248 registers per thread (ptxas' maximum at entry): the
 * pool is 128 x 248 and the inc to 256 waits forever for registers no
 * other warpgroup of the block frees.  SPEC 8.2 P123: counts at most
 * 248 at entry, the sum within n x R.
 */
#include "prism.h"

PRISM_KERNEL(single_256, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(1) { prism_setmaxnreg_inc(256); (void)n; }
        }
    }
}
/*
 * check-name: adversarial: hopper: one warpgroup raised to 256 over a 248-register pool (P123)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_single_256.cu:15:9: error: the arms' setmaxnreg counts need 32768 registers (threads x count, summed over the block); the block holds 31744 (128 threads x 248 at entry, BLOCKDIM(128, 1)): the increasing warpgroups would wait forever [P123]
adv_hopper_setmaxnreg_single_256.cu:15:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hopper_setmaxnreg_single_256.cu:15:9: note: fix: lower the counts until the arms' threads x count add up to at most 31744 (128 threads x 248 registers at entry); an arm whose setmaxnreg some path skips keeps its 248; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(128, k)), which gives each thread more at entry
adv_hopper_setmaxnreg_single_256.cu:15:9: note: see: prism-check --explain P123
 * check-error-end
 */
