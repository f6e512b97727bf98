/*
 * adv_hopper_setmaxnreg_no_min_blocks.cu - a 256-thread producer/consumer kernel written with the CUDA
 * __launch_bounds__(256) it always had: without a minimum blocks count
 * ptxas does not know the count at entry and drops both setmaxnreg with
 * info C7508 - the kernel silently runs at its flat count.  SPEC 8.2
 * P121: BLOCKDIM(n, k).
 */
#include "prism.h"

PRISM_KERNEL(no_min_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_setmaxnreg_inc(240); (void)n; /* error P121 */ }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg under BLOCKDIM(256) without min blocks (P121)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_no_min_blocks.cu:15:29: error: 'prism_setmaxnreg_inc' in 'no_min_blocks', whose bound does not pin BLOCKDIM(n, k): without launch bounds that give the entry register count ptxas drops setmaxnreg (C7508) [P121]
adv_hopper_setmaxnreg_no_min_blocks.cu:15:29: note: at stake: ptxas drops every setmaxnreg without a register count at entry: the consumers get no more registers
adv_hopper_setmaxnreg_no_min_blocks.cu:15:29: note: fix: give the minimum of blocks per SM beside the block size: BLOCKDIM(256, 1) (k blocks of 256 threads must fit 2048 threads an SM)
adv_hopper_setmaxnreg_no_min_blocks.cu:15:29: note: see: prism-check --explain P121
 * check-error-end
 */
