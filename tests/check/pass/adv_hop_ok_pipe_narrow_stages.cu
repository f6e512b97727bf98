/*
 * adv_hop_ok_pipe_narrow_stages.cu - the fixed fail/adv_hop_pipe_bytes_over.cu,
 * fail/adv_hop_pipe_smem_forgets_bars.cu and fail/adv_hop_pipe_consumer_warp.cu
 * in one kernel: 64 x 32 bf16 boxes (64 bytes inner, the 64-byte swizzle's
 * span) armed with 64 x 32 x 2 bytes each; the budget counts the stages and
 * the pipeline's 2 x STAGES barriers; the block is split by warp, the
 * consumers are four warps (128 threads, 128 arrivals) and the producer is
 * the elected thread of a fifth warp.  SPEC 8.3 P132, P137; 6.2 P052.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 32)

int make_map(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, rows, cols, cols * 2, 64, 32, PRISM_SWIZZLE_64B);
}

PRISM_KERNEL(narrow, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(160), WARP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 160);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_SHARED(uint16_t, sB, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            PRISM_SPLIT(WARP) {
                PRISM_CASE(4) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < n; k++)
                        PRISM_CONSUME(pipe, k) {
                            PRISM_GROUP(THREAD(1)) {
                                s += (float)sA[PRISM_STAGE(pipe) * TILE + t] * (float)sB[PRISM_STAGE(pipe) * TILE + t];
                            }
                        }
                    PRISM_GROUP(THREAD(1)) { mine[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, 2 * 64 * 32 * 2) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 32, 0, k * 32,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 32, 0, k * 32,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: 64 x 32 stages armed exactly, barriers in the budget, a 4-warp consumer arm
 *
 * check-error-start
 * check-error-end
 */
