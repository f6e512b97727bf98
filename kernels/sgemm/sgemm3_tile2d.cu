/*
 * kernels/sgemm/sgemm3_tile2d.cu - sgemm variant 3: shared-memory 2D
 * tiling.  The grid is cut into blocks, each block (block perspective)
 * stages a 128x8 tile of A and an 8x128 tile of B in shared memory per
 * step of K, then each thread (thread perspective) accumulates an 8x8
 * sub-tile of C in registers.
 *
 * The barriers come from the scopes: every step writes the shared tile
 * through one thread[1] partition, whose entry barrier keeps the previous
 * step's readers ahead of the new writes (WAR) and whose exit barrier
 * publishes the writes before the block reads them (RAW) - the two
 * __syncthreads() per step the hand-written kernel has.  A and B share one
 * allocation so one partition (two barriers) covers both.
 */
#define SGEMM_KERNEL_SOURCE
#include "sgemm.h"

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
#define SGEMM3_THREADS ((BM / TM) * (BN / TN)) /* 256 */
#define SGEMM3_SMEM ((BM * BK + BK * BN) * 4)

PRISM_KERNEL(sgemm3_tile2d, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SGEMM3_THREADS), THREAD(1)),
             PRISM_SMEM(SGEMM3_SMEM),
             PRISM_PARAM(int, M, GRID(1)),
             PRISM_PARAM(int, N, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(float, alpha, GRID(1)),
             PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)),
             PRISM_PARAM(float, beta, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
{
    const int tiles_n = (N + BN - 1) / BN;
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int blk_row = (blk / tiles_n) * BM;
    PRISM_AT(BLOCK(1)) const int blk_col = (blk % tiles_n) * BN;
    /* The thread's place in its block: the bound pins blocks to 256 threads. */
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % SGEMM3_THREADS);
    /* The thread's 8x8 sub-tile of C: rows row0.., columns col0.. */
    PRISM_AT(THREAD(1)) const int row0 = blk_row + (t / (BN / TN)) * TM;
    PRISM_AT(THREAD(1)) const int col0 = blk_col + (t % (BN / TN)) * TN;

    PRISM_PARTITION(C_th, C, THREAD(1), row0 * N + col0) {
        PRISM_GROUP(BLOCK(1)) {
            /* tile[0, BM*BK): A rows x k, row-major; tile[BM*BK, ..): B k x columns. */
            PRISM_SHARED(float, tile, BM * BK + BK * BN);
            PRISM_AT(THREAD(1)) float acc[TM * TN] = {0.0f};

            for (int k0 = 0; k0 < K; k0 += BK) {
                /*
                 * Thread t loads A(t/8 + 32i, t%8) and B(t/128 + 2i, t%128),
                 * i = 0..3: element t + 256i of each half of the tile.
                 */
                PRISM_PARTITION(tile_th, tile, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) {
                        for (int i = 0; i < 4; i++) {
                            const int r = blk_row + t / BK + i * (SGEMM3_THREADS / BK);
                            const int k = k0 + t % BK;
                            tile_th[i * SGEMM3_THREADS] = (r < M && k < K) ? A[r * K + k] : 0.0f;
                        }
                        for (int i = 0; i < 4; i++) {
                            const int k = k0 + t / BN + i * (SGEMM3_THREADS / BN);
                            const int c = blk_col + t % BN;
                            tile_th[BM * BK + i * SGEMM3_THREADS] = (k < K && c < N) ? B[k * N + c] : 0.0f;
                        }
                    }
                }
                PRISM_GROUP(THREAD(1)) {
                    const float *As = tile + (t / (BN / TN)) * TM * BK;
                    const float *Bs = tile + BM * BK + (t % (BN / TN)) * TN;
                    for (int d = 0; d < BK; d++) {
                        float a[TM], b[TN];
                        for (int i = 0; i < TM; i++)
                            a[i] = As[i * BK + d];
                        for (int j = 0; j < TN; j++)
                            b[j] = Bs[d * BN + j];
                        for (int i = 0; i < TM; i++)
                            for (int j = 0; j < TN; j++)
                                acc[i * TN + j] += a[i] * b[j];
                    }
                }
            }

            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < TM; i++)
                    for (int j = 0; j < TN; j++)
                        if (row0 + i < M && col0 + j < N)
                            C_th[i * N + j] = alpha * acc[i * TN + j] + beta * C_th[i * N + j];
            }
        }
    }
}

PRISM_HOST_API int sgemm3_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                 float *C)
{
    unsigned grid = sgemm_grid(M, N, BM, BN);
    if (grid == 0)
        return PRISM_OK;
    return PRISM_LAUNCH(sgemm3_tile2d, grid, SGEMM3_THREADS, M, N, K, alpha, A, B, beta, C);
}
