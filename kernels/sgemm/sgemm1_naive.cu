/*
 * kernels/sgemm/sgemm1_naive.cu - sgemm variant 1: one thread per element
 * of C, written from the perspective of a thread.
 *
 * A block of 1024 threads covers a 32x32 tile of C.  Thread t of a block
 * takes row t % 32 and column t / 32 of the tile, so the 32 lanes of a warp
 * read 32 different rows of A (32 transactions per load): the slow
 * baseline variant 2 fixes.  The grid code partitions C straight down to
 * thread[1]; a partition at grid level needs no barrier, which keeps the
 * compiled kernel identical to its plain-CUDA twin.
 */
#define SGEMM_KERNEL_SOURCE
#include "sgemm.h"

#define SGEMM1_TILE 32
#define SGEMM1_THREADS (SGEMM1_TILE * SGEMM1_TILE)

PRISM_KERNEL(sgemm1_naive, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SGEMM1_THREADS), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, M, GRID(1)),
             PRISM_PARAM(int, N, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(float, alpha, GRID(1)),
             PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)),
             PRISM_PARAM(float, beta, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
{
    const int tiles_n = (N + SGEMM1_TILE - 1) / SGEMM1_TILE;
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    /* The thread's place in its block: the bound pins blocks to 1024 threads. */
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % SGEMM1_THREADS);
    PRISM_AT(THREAD(1)) const int row = (blk / tiles_n) * SGEMM1_TILE + t % SGEMM1_TILE;
    PRISM_AT(THREAD(1)) const int col = (blk % tiles_n) * SGEMM1_TILE + t / SGEMM1_TILE;

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

PRISM_HOST_API int sgemm1_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                 float *C)
{
    unsigned grid = sgemm_grid(M, N, SGEMM1_TILE, SGEMM1_TILE);
    if (grid == 0)
        return PRISM_OK;
    return PRISM_LAUNCH(sgemm1_naive, grid, SGEMM1_THREADS, M, N, K, alpha, A, B, beta, C);
}
