/*
 * adv_hopper_setmaxnreg_whole_file.cu - "the register file is 64K, so 2 x 128 x 240 + 128 x 32 = 65536
 * fits exactly".  But a block of 384 threads at 1 block/SM is launched
 * with 65536 / 384 = 170 registers per thread, rounded down to 168: the
 * pool is 384 x 168 = 64512, and setmaxnreg only moves registers within
 * the pool.  The consumers' inc waits forever for 1024 registers nobody
 * frees.  SPEC 8.2 P123.
 */
#include "prism.h"

PRISM_KERNEL(whole_file, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(240); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(32); }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg 240/32 counted against 65536, not the 64512 pool (P123)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_whole_file.cu:15:9: error: the arms' setmaxnreg counts need 65536 registers (threads x count, summed over the block); the block holds 64512 (384 threads x 168 at entry, BLOCKDIM(384, 1)): the increasing warpgroups would wait forever [P123]
adv_hopper_setmaxnreg_whole_file.cu:15:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hopper_setmaxnreg_whole_file.cu:15:9: note: fix: lower the counts until the arms' threads x count add up to at most 64512 (384 threads x 168 registers at entry); an arm whose setmaxnreg some path skips keeps its 168; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(384, k)), which gives each thread more at entry
adv_hopper_setmaxnreg_whole_file.cu:15:9: note: see: prism-check --explain P123
 * check-error-end
 */
