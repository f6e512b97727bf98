/*
 * kernels/mma_global.cu - the paper's Fig. 5: mma after global loads,
 * write-back through a partition.
 *
 * A batch of independent products: warp w computes
 * C_w += A_w (16x8) * B_w (8x8), each matrix row-major and packed one after
 * another.  The warp reads A and B straight from global memory (reads need
 * no partition) and owns its C tile through a thread[32] partition; inside
 * simple_mma each lane writes its fragment through a thread[1] partition.
 */
#include "mma_tf32.h"

PRISM_KERNEL(mma_global, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, tiles, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int block_warps = (int)PRISM_NTHREADS() / 32;

    PRISM_PARTITION(C_blk, C, BLOCK(1), b * block_warps * MMA_M * MMA_N) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(32)) const int w = b * block_warps + (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(C_warp, C_blk, THREAD(32), (int)PRISM_ID(THREAD(32)) * MMA_M * MMA_N) {
                PRISM_GROUP(THREAD(32)) {
                    if (w < tiles)
                        PRISM_CALL(simple_mma, A + w * MMA_M * MMA_K, B + w * MMA_K * MMA_N, C_warp, MMA_K,
                                   MMA_N, MMA_N);
                }
            }
        }
    }
}

PRISM_HOST_API int mma_global_launch(const float *A, const float *B, float *C, int tiles, unsigned block)
{
    unsigned per_block = block / 32u ? block / 32u : 1u;
    unsigned grid = ((unsigned)tiles + per_block - 1u) / per_block;
    return PRISM_LAUNCH(mma_global, grid, block, A, B, C, tiles);
}
