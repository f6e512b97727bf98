/*
 * adv_hop_setmaxnreg_idle_warpgroup.cu - a 512-thread block whose fourth warpgroup (kept for a
 * later epilogue) is not in the split.  The budget was done for the three
 * working warpgroups, 256 x 200 + 128 x 24 = 54272 "of 65536", forgetting
 * that the idle warpgroup still holds its 128 registers a thread at entry:
 * 54272 + 128 x 128 = 70656 > 512 x 128 = 65536, and the inc waits
 * forever.  SPEC 8.2 P123: a thread past the last arm keeps R.
 */
#include "prism.h"

PRISM_KERNEL(idle_wg, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(200); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
        }
    }
}
/*
 * check-name: adversarial: hopper: a warpgroup past the last arm keeps its registers (P123)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_idle_warpgroup.cu:15:9: error: the arms' setmaxnreg counts need 70656 registers (threads x count, summed over the block); the block holds 65536 (512 threads x 128 at entry, BLOCKDIM(512, 1)): the increasing warpgroups would wait forever [P123]
adv_hop_setmaxnreg_idle_warpgroup.cu:15:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hop_setmaxnreg_idle_warpgroup.cu:15:9: note: fix: lower the counts until the arms' threads x count add up to at most 65536 (512 threads x 128 registers at entry); an arm whose setmaxnreg some path skips keeps its 128; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(512, k)), which gives each thread more at entry
adv_hop_setmaxnreg_idle_warpgroup.cu:15:9: note: see: prism-check --explain P123
 * check-error-end
 */
