/*
 * blockdim_min_blocks.cu - BLOCKDIM(n, k): at least k resident blocks per
 * SM, passed on as __launch_bounds__(n, k).  An occupancy no SM holds is
 * P085; a k that is not a constant is P103.  The look-alikes are legal:
 * k * n = 2048 exactly, and k = 32 small blocks.
 */
#include "prism.h"

PRISM_KERNEL(too_many_threads, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(1024, 3)), PRISM_SMEM(0), /* error P085 */
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(too_many_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(32, 33)), PRISM_SMEM(0), /* error P085 */
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(zero_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128, 0)), PRISM_SMEM(0), /* error P085 */
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(full_sm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 8)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(small_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64, 32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}
/*
 * check-name: BLOCKDIM(n, k) asks for at most what one SM holds
 * check-exit-value: 1
 *
 * check-error-start
blockdim_min_blocks.cu:9:81: error: BLOCKDIM(1024, 3): the blocks per SM must be 1 to 32 with blocks * threads at most 2048 (what one SM of sm_80 or sm_90 holds) [P085]
blockdim_min_blocks.cu:9:81: note: at stake: the register budget the bound asks ptxas for cannot be met on any SM
blockdim_min_blocks.cu:9:81: note: fix: ask for fewer blocks: k * n at most 2048 threads and k at most 32, e.g. BLOCKDIM(256, 3)
blockdim_min_blocks.cu:9:81: note: see: prism-check --explain P085
blockdim_min_blocks.cu:15:78: error: BLOCKDIM(32, 33): the blocks per SM must be 1 to 32 with blocks * threads at most 2048 (what one SM of sm_80 or sm_90 holds) [P085]
blockdim_min_blocks.cu:15:78: note: at stake: the register budget the bound asks ptxas for cannot be met on any SM
blockdim_min_blocks.cu:15:78: note: fix: ask for fewer blocks: k * n at most 2048 threads and k at most 32, e.g. BLOCKDIM(256, 3)
blockdim_min_blocks.cu:21:75: error: BLOCKDIM(128, 0): the blocks per SM must be 1 to 32 with blocks * threads at most 2048 (what one SM of sm_80 or sm_90 holds) [P085]
blockdim_min_blocks.cu:21:75: note: at stake: the register budget the bound asks ptxas for cannot be met on any SM
blockdim_min_blocks.cu:21:75: note: fix: ask for fewer blocks: k * n at most 2048 threads and k at most 32, e.g. BLOCKDIM(256, 3)
 * check-error-end
 */
