/*
 * adv_blockdim_occupancy_macro.cu - launch bounds from tuning macros:
 * 256 threads and "at least 12 blocks per SM" is 3072 resident threads,
 * more than an sm_80/sm_90 SM holds (2048).  __launch_bounds__(256, 12)
 * makes ptxas squeeze every thread into 65536 / 3072 = 21 registers: the
 * kernel spills heavily and still cannot reach the occupancy asked for.
 * The 96-thread variant asks for 22 blocks: 2112 threads.
 */
#include "prism.h"

#define THREADS 256
#define MIN_BLOCKS 12
#define SMALL_THREADS (3 * 32)

PRISM_KERNEL(tuned, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(THREADS, MIN_BLOCKS), WARP(1)), PRISM_SMEM(0), /* error P085 */
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(tuned_small, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SMALL_THREADS, MIN_BLOCKS + 10)), PRISM_SMEM(0), /* error P085 */
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}
/*
 * check-name: adversarial: BLOCKDIM(n, k) from macros with k * n above 2048
 * check-exit-value: 1
 *
 * check-error-start
adv_blockdim_occupancy_macro.cu:15:73: error: BLOCKDIM(256, 12): the blocks per SM must be 1 to 32 with blocks * threads at most 2048 (what one SM of sm_80 or sm_90 holds) [P085]
adv_blockdim_occupancy_macro.cu:12:9: note: in expansion of macro 'MIN_BLOCKS' defined here
adv_blockdim_occupancy_macro.cu:15:73: note: at stake: the register budget the bound asks ptxas for cannot be met on any SM
adv_blockdim_occupancy_macro.cu:15:73: note: fix: ask for fewer blocks: k * n at most 2048 threads and k at most 32, e.g. BLOCKDIM(256, 3)
adv_blockdim_occupancy_macro.cu:15:73: note: see: prism-check --explain P085
adv_blockdim_occupancy_macro.cu:21:96: error: BLOCKDIM(96, 22): the blocks per SM must be 1 to 32 with blocks * threads at most 2048 (what one SM of sm_80 or sm_90 holds) [P085]
adv_blockdim_occupancy_macro.cu:21:96: note: at stake: the register budget the bound asks ptxas for cannot be met on any SM
adv_blockdim_occupancy_macro.cu:21:96: note: fix: ask for fewer blocks: k * n at most 2048 threads and k at most 32, e.g. BLOCKDIM(256, 3)
 * check-error-end
 */
