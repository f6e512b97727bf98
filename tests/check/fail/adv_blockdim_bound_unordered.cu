/*
 * adv_blockdim_bound_unordered.cu - bounds whose later entries do not cut
 * the pinned block.  BLOCKDIM(96) is three warps; WARP(2) after it
 * promises whole pairs of warps, so PRISM_GROUP(WARP(2)) is derivable and
 * the third warp forms half a pair: its named barrier (bar.sync id, 64)
 * waits for 32 threads that do not exist, a hang.  BLOCKDIM(128) followed
 * by THREAD(256) promises a unit wider than the block; BLOCKDIM(48)
 * followed by WARP(1) promises whole warps of a block that ends mid-warp
 * (a full-mask __syncwarp in the last, 16-lane warp waits for 16 lanes
 * that do not exist).  The launch check refuses every one of these shapes
 * at run time, so each kernel type-checks and can never run.
 */
#include "prism.h"

PRISM_KERNEL(pairs_of_three, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(96), WARP(2)), PRISM_SMEM(0), /* error P111 */
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(WARP(2)) {
            PRISM_SYNC();
            (void)n;
        }
    }
}

PRISM_KERNEL(wider_than_block, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(256)), PRISM_SMEM(0), /* error P111 */
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(256)) {
            PRISM_SYNC();
            (void)n;
        }
    }
}

PRISM_KERNEL(half_last_warp, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(48), WARP(1)), PRISM_SMEM(0), /* error P111 */
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(WARP(1)) {
            prism_syncwarp();
            (void)n;
        }
    }
}
/*
 * check-name: adversarial: BLOCKDIM(n) followed by entries that are not strictly narrower than thread[n]
 * check-exit-value: 1
 *
 * check-error-start
adv_blockdim_bound_unordered.cu:15:78: error: bound of 'pairs_of_three' lists thread[64] after thread[96]: each entry must be strictly narrower than the one before [P111]
adv_blockdim_bound_unordered.cu:15:78: note: fix: write the bound broadest first with positive sizes, and give every parameter a perspective: PRISM_PARAM(type, name, level(n))
adv_blockdim_bound_unordered.cu:15:78: note: see: prism-check --explain P111
adv_blockdim_bound_unordered.cu:26:81: error: bound of 'wider_than_block' lists thread[256] after thread[128]: each entry must be strictly narrower than the one before [P111]
adv_blockdim_bound_unordered.cu:26:81: note: fix: write the bound broadest first with positive sizes, and give every parameter a perspective: PRISM_PARAM(type, name, level(n))
adv_blockdim_bound_unordered.cu:37:78: error: bound of 'half_last_warp' lists thread[32] after thread[48]: each entry must be strictly narrower than the one before [P111]
adv_blockdim_bound_unordered.cu:37:78: note: fix: write the bound broadest first with positive sizes, and give every parameter a perspective: PRISM_PARAM(type, name, level(n))
 * check-error-end
 */
