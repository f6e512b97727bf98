/*
 * kernels/mma_naive.cu - the paper's Fig. 6: naive tf32 matrix multiply.
 *
 * Each block computes one 16x8 tile of C = A * B (A is MxK, B is KxN, all
 * row-major).  The block stages A and B tiles in shared memory, hands the
 * accumulator tile to its first warp through a claim and a split, and
 * writes the tile back through a thread[1] partition.  Any M, N, K:
 * partial tiles read zeros and skip out-of-range stores.
 */
#include "mma_tf32.h"

PRISM_KERNEL(mma_naive, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1280),
             PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, M, GRID(1)),
             PRISM_PARAM(int, N, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    const int num_blocks_n = (N + MMA_N - 1) / MMA_N;
    PRISM_AT(BLOCK(1)) const int blk_row = ((int)PRISM_ID(BLOCK(1)) / num_blocks_n) * MMA_M;
    PRISM_AT(BLOCK(1)) const int blk_col = ((int)PRISM_ID(BLOCK(1)) % num_blocks_n) * MMA_N;

    PRISM_PARTITION(C_blk, C, BLOCK(1), blk_row * N + blk_col) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, A_smem, MMA_M * MMA_K);
            PRISM_SHARED(float, B_smem, MMA_K * MMA_N);
            PRISM_SHARED(float, C_smem, MMA_M * MMA_N);
            const int nthreads = (int)PRISM_NTHREADS();

            for (int j = 0; j < MMA_M * MMA_N; j += nthreads) {
                PRISM_AT(THREAD(1)) const int e = j + (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(C_th, C_smem, THREAD(1), e) {
                    PRISM_GROUP(THREAD(1)) {
                        if (e < MMA_M * MMA_N)
                            C_th[0] = 0.0f;
                    }
                }
            }

            for (int kk = 0; kk < K; kk += MMA_K) {
                for (int j = 0; j < MMA_M * MMA_K; j += nthreads) {
                    PRISM_AT(THREAD(1)) const int e = j + (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(1)) const int r = blk_row + e / MMA_K;
                    PRISM_AT(THREAD(1)) const int k = kk + e % MMA_K;
                    PRISM_PARTITION(A_th, A_smem, THREAD(1), e) {
                        PRISM_GROUP(THREAD(1)) {
                            if (e < MMA_M * MMA_K)
                                A_th[0] = (r < M && k < K) ? A[r * K + k] : 0.0f;
                        }
                    }
                }
                for (int j = 0; j < MMA_K * MMA_N; j += nthreads) {
                    PRISM_AT(THREAD(1)) const int e = j + (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(1)) const int k = kk + e / MMA_N;
                    PRISM_AT(THREAD(1)) const int c = blk_col + e % MMA_N;
                    PRISM_PARTITION(B_th, B_smem, THREAD(1), e) {
                        PRISM_GROUP(THREAD(1)) {
                            if (e < MMA_K * MMA_N)
                                B_th[0] = (k < K && c < N) ? B[k * N + c] : 0.0f;
                        }
                    }
                }
                /* Give the first warp the accumulator tile. */
                PRISM_CLAIM(Cs_warp, C_smem, THREAD(32)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(32) {
                            PRISM_CALL(simple_mma, A_smem, B_smem, Cs_warp, MMA_K, MMA_N, MMA_N);
                        }
                    }
                }
            }

            for (int j = 0; j < MMA_M * MMA_N; j += nthreads) {
                PRISM_AT(THREAD(1)) const int e = j + (int)PRISM_ID(THREAD(1));
                PRISM_AT(THREAD(1)) const int r = e / MMA_N;
                PRISM_AT(THREAD(1)) const int c = e % MMA_N;
                PRISM_PARTITION(C_th, C_blk, THREAD(1), r * N + c) {
                    PRISM_GROUP(THREAD(1)) {
                        if (e < MMA_M * MMA_N && blk_row + r < M && blk_col + c < N)
                            C_th[0] = C_smem[e];
                    }
                }
            }
        }
    }
}

PRISM_HOST_API int mma_naive_launch(const float *A, const float *B, float *C, int M, int N, int K,
                                    unsigned block)
{
    unsigned grid = (unsigned)(((M + MMA_M - 1) / MMA_M) * ((N + MMA_N - 1) / MMA_N));
    return PRISM_LAUNCH(mma_naive, grid, block, A, B, C, M, N, K);
}
