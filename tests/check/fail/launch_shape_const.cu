/*
 * launch_shape_const.cu - PRISM_LAUNCHes whose constant shapes the
 * kernels' bounds refuse (SPEC 10 P112; red team d2): prism_launch_check
 * refuses each at run time, and the checker says so first.  Launches with
 * sizes known only at run time are left to that check.
 */
#include "prism.h"

PRISM_KERNEL(pinned, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(warps, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(pairs, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_KERNEL(quads, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

int launch_all(int g, int b)
{
    int rc = 0;
    rc |= PRISM_LAUNCH(pinned, 4, 192, 1); /* error P112 */
    rc |= PRISM_LAUNCH(pinned, 4, 256, 1);
    rc |= PRISM_LAUNCH(warps, 4, 100, 1); /* error P112 */
    rc |= PRISM_LAUNCH(warps, 0, 64, 1); /* error P112 */
    rc |= PRISM_LAUNCH(warps, 4, 2048, 1); /* error P112 */
    rc |= PRISM_LAUNCH(pairs, 3, 64, 1); /* error P112 */
    rc |= PRISM_LAUNCH(pairs, 4, 64, 1);
    rc |= PRISM_LAUNCH(quads, 1, 1024, 1); /* error P112 */
    rc |= PRISM_LAUNCH(quads, 1, 960, 1);
    rc |= PRISM_LAUNCH(warps, g, b, 1);
    rc |= PRISM_LAUNCH(pinned, g, 256, 1);
    return rc;
}

/*
 * check-name: constant launch shapes the kernels' bounds refuse (P112)
 * check-exit-value: 1
 *
 * check-error-start
launch_shape_const.cu:34:11: error: PRISM_LAUNCH of 'pinned' is refused at run time: block size 192, but the kernel requires exactly 256 threads (BLOCKDIM(256)) [P112]
launch_shape_const.cu:34:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:34:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:34:11: note: see: prism-check --explain P112
launch_shape_const.cu:36:11: error: PRISM_LAUNCH of 'warps' is refused at run time: block size 100 cannot be cut into thread[32] units [P112]
launch_shape_const.cu:36:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:36:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:37:11: error: PRISM_LAUNCH of 'warps' is refused at run time: grid size 0 is outside 1..2147483647 (CUDA's gridDim.x limit) [P112]
launch_shape_const.cu:37:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:37:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:38:11: error: PRISM_LAUNCH of 'warps' is refused at run time: block size 2048 is outside 1..1024 (CUDA's limit of threads per block) [P112]
launch_shape_const.cu:38:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:38:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:39:11: error: PRISM_LAUNCH of 'pairs' is refused at run time: grid size 3 cannot be cut into block[2] units [P112]
launch_shape_const.cu:39:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:39:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:41:11: error: PRISM_LAUNCH of 'quads' is refused at run time: block size 1024 has 16 thread[64] units; at most 15 named barriers exist [P112]
launch_shape_const.cu:41:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:41:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
 * check-error-end
 */
