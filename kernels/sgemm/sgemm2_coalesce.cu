/*
 * kernels/sgemm/sgemm2_coalesce.cu - sgemm variant 2: variant 1 with
 * coalesced global accesses, still from the perspective of a thread.
 *
 * Thread t of a block takes row t / 32 and column t % 32 of its 32x32
 * tile: a warp shares one row of A (a broadcast) and reads 32 consecutive
 * elements of B and C (one transaction each).  Only the index mapping
 * differs from variant 1.
 */
#define SGEMM_KERNEL_SOURCE
#include "sgemm.h"

#define SGEMM2_TILE 32
#define SGEMM2_THREADS (SGEMM2_TILE * SGEMM2_TILE)

PRISM_KERNEL(sgemm2_coalesce, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SGEMM2_THREADS), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, M, GRID(1)),
             PRISM_PARAM(int, N, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(float, alpha, GRID(1)),
             PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)),
             PRISM_PARAM(float, beta, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
{
    const int tiles_n = (N + SGEMM2_TILE - 1) / SGEMM2_TILE;
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    /* The thread's place in its block: the bound pins blocks to 1024 threads. */
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % SGEMM2_THREADS);
    PRISM_AT(THREAD(1)) const int row = (blk / tiles_n) * SGEMM2_TILE + t / SGEMM2_TILE;
    PRISM_AT(THREAD(1)) const int col = (blk % tiles_n) * SGEMM2_TILE + t % SGEMM2_TILE;

    PRISM_PARTITION(C_th, C, THREAD(1), row * N + col) {
        PRISM_GROUP(THREAD(1)) {
            if (row < M && col < N) {
                float acc = 0.0f;
                for (int k = 0; k < K; k++)
                    acc += A[row * K + k] * B[k * N + col];
                C_th[0] = alpha * acc + beta * C_th[0];
            }
        }
    }
}

PRISM_HOST_API int sgemm2_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                 float *C)
{
    unsigned grid = sgemm_grid(M, N, SGEMM2_TILE, SGEMM2_TILE);
    if (grid == 0)
        return PRISM_OK;
    return PRISM_LAUNCH(sgemm2_coalesce, grid, SGEMM2_THREADS, M, N, K, alpha, A, B, beta, C);
}
