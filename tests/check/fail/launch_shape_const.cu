/*
 * launch_shape_const.cu - PRISM_LAUNCHes whose constant shapes the
 * kernels' bounds refuse (SPEC 10 P112; red team d2): prism_launch_check
 * refuses each at run time, and the checker says so first, also through
 * PRISM_LAUNCH_ON and the wrappers every kernel defines (prism_launch_NAME,
 * _on, _at, _on_at; red team rt16).  Launches with sizes known only at run
 * time are left to that check.
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
    rc |= PRISM_LAUNCH_ON(pinned, NULL, 4, 192, 1); /* error P112 */
    rc |= PRISM_LAUNCH_ON(pinned, NULL, 4, 256, 1);
    rc |= prism_launch_pinned(4, 192, 1); /* error P112 */
    rc |= (prism_launch_warps)(4, 100, 1); /* error P112 */
    rc |= prism_launch_pairs_on(NULL, 3, 64, 1); /* error P112 */
    rc |= prism_launch_quads_at(__FILE__, __LINE__, 1, 1024, 1); /* error P112 */
    rc |= prism_launch_pinned_on_at(__FILE__, __LINE__, NULL, 4, 128, 1); /* error P112 */
    rc |= (&prism_launch_pinned)(4, 192, 1); /* error P112 */
    rc |= (*prism_launch_warps_on)(NULL, 4, 100, 1); /* error P112 */
    rc |= prism_launch_pinned(4, 256, 1);
    rc |= prism_launch_pairs_on(NULL, 4, 64, 1);
    rc |= prism_launch_quads_at(__FILE__, __LINE__, 1, 960, 1);
    rc |= prism_launch_warps(g, b, 1);
    return rc;
}

/*
 * check-name: constant launch shapes the kernels' bounds refuse (P112)
 * check-exit-value: 1
 *
 * check-error-start
launch_shape_const.cu:36:11: error: PRISM_LAUNCH of 'pinned' is refused at run time: block size 192, but the kernel requires exactly 256 threads (BLOCKDIM(256)) [P112]
launch_shape_const.cu:36:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:36:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:36:11: note: see: prism-check --explain P112
launch_shape_const.cu:38:11: error: PRISM_LAUNCH of 'warps' is refused at run time: block size 100 cannot be cut into thread[32] units [P112]
launch_shape_const.cu:38:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:38:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:39:11: error: PRISM_LAUNCH of 'warps' is refused at run time: grid size 0 is outside 1..2147483647 (CUDA's gridDim.x limit) [P112]
launch_shape_const.cu:39:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:39:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:40:11: error: PRISM_LAUNCH of 'warps' is refused at run time: block size 2048 is outside 1..1024 (CUDA's limit of threads per block) [P112]
launch_shape_const.cu:40:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:40:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:41:11: error: PRISM_LAUNCH of 'pairs' is refused at run time: grid size 3 cannot be cut into block[2] units [P112]
launch_shape_const.cu:41:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:41:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:43:11: error: PRISM_LAUNCH of 'quads' is refused at run time: block size 1024 has 16 thread[64] units; at most 15 named barriers exist [P112]
launch_shape_const.cu:43:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:43:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:47:11: error: PRISM_LAUNCH_ON of 'pinned' is refused at run time: block size 192, but the kernel requires exactly 256 threads (BLOCKDIM(256)) [P112]
launch_shape_const.cu:47:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:47:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:49:11: error: prism_launch_pinned(...) is refused at run time: block size 192, but the kernel requires exactly 256 threads (BLOCKDIM(256)) [P112]
launch_shape_const.cu:49:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:49:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:50:12: error: prism_launch_warps(...) is refused at run time: block size 100 cannot be cut into thread[32] units [P112]
launch_shape_const.cu:50:12: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:50:12: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:51:11: error: prism_launch_pairs_on(...) is refused at run time: grid size 3 cannot be cut into block[2] units [P112]
launch_shape_const.cu:51:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:51:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:52:11: error: prism_launch_quads_at(...) is refused at run time: block size 1024 has 16 thread[64] units; at most 15 named barriers exist [P112]
launch_shape_const.cu:52:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:52:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:53:11: error: prism_launch_pinned_on_at(...) is refused at run time: block size 128, but the kernel requires exactly 256 threads (BLOCKDIM(256)) [P112]
launch_shape_const.cu:53:11: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:53:11: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:54:13: error: prism_launch_pinned(...) is refused at run time: block size 192, but the kernel requires exactly 256 threads (BLOCKDIM(256)) [P112]
launch_shape_const.cu:54:13: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:54:13: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
launch_shape_const.cu:55:13: error: prism_launch_warps_on(...) is refused at run time: block size 100 cannot be cut into thread[32] units [P112]
launch_shape_const.cu:55:13: note: at stake: the launch returns PRISM_ERR_LAUNCH_SHAPE and runs nothing
launch_shape_const.cu:55:13: note: fix: launch with a block size the bound allows (BLOCKDIM(n): exactly n; thread[n]: a multiple of n) and a grid that its block[m] divides
 * check-error-end
 */
