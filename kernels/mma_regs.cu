/*
 * kernels/mma_regs.cu - the paper's Fig. 2: a warp-level tf32 mma on
 * register data.
 *
 * Every warp fills its A and B fragments from its lane id and warp index,
 * issues one m16n8k8 mma, and writes its 16x8 result tile to out through a
 * thread[1] partition.  Fig. 1's CUDA guarded the mma with
 * `if (tid >= 0 && tid < 32)`; here group(thread[32]) makes the warp whole
 * by construction.
 */
#include "prism.h"

#define TILE 128 /* 16 x 8 outputs per warp */

PRISM_KERNEL(mma_regs, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, warps, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int block_warps = (int)PRISM_NTHREADS() / 32;

    PRISM_PARTITION(out_blk, out, BLOCK(1), b * block_warps * TILE) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(32)) const int w = b * block_warps + (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(out_warp, out_blk, THREAD(32), (int)PRISM_ID(THREAD(32)) * TILE) {
                PRISM_GROUP(THREAD(32)) {
                    if (w < warps) {
                        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                        float A[4], B[2], C[4];
                        /* Populate A and B with values unique to the lane (small integers, exact in tf32). */
                        for (int i = 0; i < 4; i++) {
                            A[i] = (float)((w + lane * 4 + i) % 9 - 4);
                            C[i] = 0.0f;
                        }
                        for (int i = 0; i < 2; i++)
                            B[i] = (float)((w * 3 + lane * 2 + i) % 7 - 3);

                        prism_mma_m16n8k8_tf32(C, A, B, C);

                        /* Lane l holds D rows l/4 and l/4+8, columns 2(l%4) and 2(l%4)+1. */
                        PRISM_PARTITION(d, out_warp, THREAD(1), (lane / 4) * 8 + 2 * (lane % 4)) {
                            PRISM_GROUP(THREAD(1)) {
                                d[0] = C[0];
                                d[1] = C[1];
                                d[64] = C[2];
                                d[65] = C[3];
                            }
                        }
                    }
                }
            }
        }
    }
}

PRISM_HOST_API int mma_regs_launch(float *out, int warps, unsigned block)
{
    unsigned per_block = block / 32u ? block / 32u : 1u;
    unsigned grid = ((unsigned)warps + per_block - 1u) / per_block;
    return PRISM_LAUNCH(mma_regs, grid, block, out, warps);
}
