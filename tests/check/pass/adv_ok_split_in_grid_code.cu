/*
 * adv_ok_split_in_grid_code.cu - warp-level splits written directly at a
 * kernel's top, as a CUDA developer writes `if (threadIdx.x / 128 < 2)`
 * without a PRISM_GROUP(BLOCK(1)) first.  A thread-level split in grid[1]
 * code splits every block (SPEC 4.2), and its available count is the
 * broadest thread-level entry of the bound: 3 warpgroups with
 * BLOCKDIM(384), 2 warps with THREAD(64).  Each arm is aligned and fits.
 */
#include "prism.h"

PRISM_KERNEL(ws_top, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_SPLIT(WARPGROUP) {
        PRISM_CASE(2) { (void)n; }   /* consumers: threads 0-255 of every block */
        PRISM_CASE(1) { }            /* producer: threads 256-383 */
    }
}

PRISM_KERNEL(two_warps_top, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_SPLIT(WARP) {
        PRISM_CASE(1) { (void)n; }   /* warp 0 of every 64 threads */
        PRISM_CASE(1) { }            /* warp 1 */
    }
}
/*
 * check-name: adversarial legal: thread-level splits in grid[1] code split every block
 *
 * check-error-start
 * check-error-end
 */
