/*
 * adv_hopper_setmaxnreg_repeated_unit.cu - two ping-pong consumer/producer pairs per block, each a
 * thread[256] unit split into a consumer warpgroup at 240 and a producer
 * at 24.  One pair's 128 x (240 + 24) = 33792 would fit half the pool,
 * but both pairs draw on one pool of 512 x 128 = 65536: 2 x 33792 = 67584.
 * SPEC 8.2 P123: a split inside PRISM_GROUP(THREAD(m)) counts n / m times.
 */
#include "prism.h"

PRISM_KERNEL(pairs, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512, 1), THREAD(256), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(256)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(1) { prism_setmaxnreg_inc(240); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg in a repeated thread[256] unit, counted once (P123)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_repeated_unit.cu:14:9: error: the arms' setmaxnreg counts need 67584 registers (threads x count, summed over the block); the block holds 65536 (512 threads x 128 at entry, BLOCKDIM(512, 1)): the increasing warpgroups would wait forever [P123]
adv_hopper_setmaxnreg_repeated_unit.cu:14:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hopper_setmaxnreg_repeated_unit.cu:14:9: note: fix: lower the counts until the arms' threads x count add up to at most 65536 (512 threads x 128 registers at entry); an arm whose setmaxnreg some path skips keeps its 128; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(512, k)), which gives each thread more at entry
adv_hopper_setmaxnreg_repeated_unit.cu:14:9: note: see: prism-check --explain P123
 * check-error-end
 */
