/*
 * adv_hop_setmaxnreg_six_blocks.cu - occupancy tuning by copy-paste: __launch_bounds__(384, 6) "to
 * get more blocks in flight".  An SM holds at most 2048 threads: 6 x 384
 * = 2304 blocks' worth never fit, ptxas budgets 65536 / 2304 = 28
 * registers a thread for a residency that cannot happen, and the
 * setmaxnreg counts are computed from that.  SPEC 3.1 P085: k x n at
 * most 2048.
 */
#include "prism.h"

PRISM_KERNEL(six_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 6), WARPGROUP(1)), PRISM_SMEM(0), /* error P085 */
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(32); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
        }
    }
}
/*
 * check-name: adversarial: hopper: BLOCKDIM(384, 6) asks for more threads than an SM holds (P085)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_six_blocks.cu:11:74: error: BLOCKDIM(384, 6): the blocks per SM must be 1 to 32 with blocks * threads at most 2048 (what one SM of sm_80 or sm_90 holds) [P085]
adv_hop_setmaxnreg_six_blocks.cu:11:74: note: at stake: the register budget the bound asks ptxas for cannot be met on any SM
adv_hop_setmaxnreg_six_blocks.cu:11:74: note: fix: ask for fewer blocks: k * n at most 2048 threads and k at most 32, e.g. BLOCKDIM(256, 3)
adv_hop_setmaxnreg_six_blocks.cu:11:74: note: see: prism-check --explain P085
 * check-error-end
 */
