/*
 * kernels/hopper_tile/tile.cu - one 128 x 128 tile of C = A * B (tile.h)
 * through a 2-stage pipeline, in a 256-thread block split by warpgroup:
 *   PRISM_CASE(1)  the consumer warpgroup, threads 0-127: per 64-wide
 *                  round, four k16 steps of two wgmma m64n128k16 (rows
 *                  0-63 into acc0, 64-127 into acc1), then commit and
 *                  wait(0) before the round's stage goes back;
 *   PRISM_CASE(1)  the producer warpgroup, threads 128-255: one thread
 *                  loads A's and B's 128 x 64 boxes per round by TMA with
 *                  the 128-byte swizzle the descriptors name.
 * Each stage is 16 KiB per operand, so every tile starts on the 1 KiB
 * boundary where TMA's and wgmma's swizzle phases agree (the arena starts
 * on one on the GPU and in the emulator).
 */
#include <stdio.h>

#include "prism.h"
#include "tile.h"

#define BK TILE_BK
#define STAGES TILE_STAGES
#define A_STAGE (TILE_M * BK) /* elements of one stage */
#define B_STAGE (TILE_N * BK)
#define STAGE_BYTES ((A_STAGE + B_STAGE) * 2)
#define TILE_SMEM (STAGES * STAGE_BYTES + 2 * STAGES * 8)

PRISM_KERNEL(hopper_tile, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TILE_THREADS), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(TILE_SMEM), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / BK;
    /*
     * A consumer thread's first element of C: the PTX ISA's m64nNk16 D
     * layout puts register i of lane l in warp w at row 16w + 8((i%4)/2)
     * + l/4, column 8(i/4) + 2(l%4) + i%2.
     */
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % TILE_THREADS);
    PRISM_AT(THREAD(1)) const int l = t % 32;
    PRISM_AT(THREAD(1)) const int r0 = t / 32 * 16 + l / 4, c0 = 2 * (l % 4);
    PRISM_PARTITION(C_th, C, THREAD(1), r0 * TILE_N + c0) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * A_STAGE);
            PRISM_SHARED(uint16_t, sB, STAGES * B_STAGE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc0[TILE_N / 2] = {0.0f};
                    PRISM_AT(THREAD(1)) float acc1[TILE_N / 2] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = sA + PRISM_STAGE(pipe) * A_STAGE;
                            const uint16_t *b = sB + PRISM_STAGE(pipe) * B_STAGE;
                            prism_wgmma_fence();
                            /* K-major, 128-byte rows: the next 16 k are 32 bytes on; rows 64.. are 8 KiB on. */
                            for (int kk = 0; kk < BK; kk += 16) {
                                PRISM_AT(THREAD(1)) const uint64_t db = prism_wgmma_desc(b + kk, PRISM_SWIZZLE_128B);
                                prism_wgmma_m64n128k16_f32_bf16(acc0, prism_wgmma_desc(a + kk, PRISM_SWIZZLE_128B),
                                                                db, 1);
                                prism_wgmma_m64n128k16_f32_bf16(
                                    acc1, prism_wgmma_desc(a + 64 * BK + kk, PRISM_SWIZZLE_128B), db, 1);
                            }
                            prism_wgmma_commit();
                            prism_wgmma_wait(0);
                        }
                    }
                    PRISM_GROUP(THREAD(1)) {
                        for (int i = 0; i < TILE_N / 2; i++) {
                            const int e = 8 * ((i % 4) / 2) * TILE_N + 8 * (i / 4) + i % 2;
                            C_th[e] = acc0[i];
                            C_th[64 * TILE_N + e] = acc1[i];
                        }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, STAGE_BYTES) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * A_STAGE, &mapA, TILE_M, BK, 0, k * BK,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * B_STAGE, &mapB, TILE_N, BK, 0, k * BK,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                        }
                    }
                }
            }
        }
    }
}

PRISM_HOST_API int hopper_tile_launch(int K, const uint16_t *A, const uint16_t *B, float *C)
{
    if (K <= 0 || K % BK != 0) {
        fprintf(stderr, "hopper_tile: K = %d: a positive multiple of %d\n", K, BK);
        return PRISM_ERR_LAUNCH_SHAPE;
    }
    prism_tensor_map_t mapA, mapB;
    if (prism_tensor_map_2d(&mapA, A, PRISM_BF16, TILE_M, (unsigned long long)K, (unsigned long long)K * 2u, TILE_M,
                            BK, PRISM_SWIZZLE_128B) != 0 ||
        prism_tensor_map_2d(&mapB, B, PRISM_BF16, TILE_N, (unsigned long long)K, (unsigned long long)K * 2u, TILE_N,
                            BK, PRISM_SWIZZLE_128B) != 0)
        return PRISM_ERR_LAUNCH;
    return PRISM_LAUNCH(hopper_tile, 1, TILE_THREADS, mapA, mapB, C, K);
}
