/*
 * kernels/sgemm/sgemm4_vec.cu - sgemm variant 4: variant 3 with 128-bit
 * accesses.  Global loads and the stores of C move float4s; A is stored
 * transposed in shared memory (k-major) so each thread's eight values of
 * A for one k are contiguous too, like its eight values of B.
 *
 * Vector accesses need 16-byte alignment: they are used when K and N are
 * multiples of 4 and A, B, C are 16-byte aligned (a grid-uniform test),
 * and only for groups of four wholly inside the matrix; everything else
 * takes the scalar path with the same guards as variant 3.  Barriers: one
 * thread[1] partition of the shared tile per step, as in variant 3.
 */
#define SGEMM_KERNEL_SOURCE
#include "sgemm.h"

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
#define SGEMM4_THREADS ((BM / TM) * (BN / TN)) /* 256 */
#define SGEMM4_SMEM ((BM * BK + BK * BN) * 4)

/* Four floats of row p from column c, zeros past `lim` (scalar path). */
static __device__ __forceinline__ sgemm_f4 sgemm4_load4(const float *p, int c, int lim, int ok)
{
    sgemm_f4 v;
    v.x = ok && c < lim ? p[c] : 0.0f;
    v.y = ok && c + 1 < lim ? p[c + 1] : 0.0f;
    v.z = ok && c + 2 < lim ? p[c + 2] : 0.0f;
    v.w = ok && c + 3 < lim ? p[c + 3] : 0.0f;
    return v;
}

PRISM_KERNEL(sgemm4_vec, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SGEMM4_THREADS), THREAD(1)),
             PRISM_SMEM(SGEMM4_SMEM),
             PRISM_PARAM(int, M, GRID(1)),
             PRISM_PARAM(int, N, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(float, alpha, GRID(1)),
             PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)),
             PRISM_PARAM(float, beta, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
{
    const int vec = K % 4 == 0 && N % 4 == 0 &&
                    (((unsigned long)A | (unsigned long)B | (unsigned long)C) & 15ul) == 0;
    const int tiles_n = (N + BN - 1) / BN;
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int blk_row = (blk / tiles_n) * BM;
    PRISM_AT(BLOCK(1)) const int blk_col = (blk % tiles_n) * BN;
    /* The thread's place in its block: the bound pins blocks to 256 threads. */
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % SGEMM4_THREADS);
    PRISM_AT(THREAD(1)) const int tr = t / (BN / TN), tc = t % (BN / TN); /* the thread's sub-tile */
    PRISM_AT(THREAD(1)) const int row0 = blk_row + tr * TM;
    PRISM_AT(THREAD(1)) const int col0 = blk_col + tc * TN;
    /* What the thread loads each step: A(ra, ka..ka+3) and B(kb, cb..cb+3) of the tile. */
    PRISM_AT(THREAD(1)) const int ra = t / (BK / 4), ka = (t % (BK / 4)) * 4;
    PRISM_AT(THREAD(1)) const int kb = t / (BN / 4), cb = (t % (BN / 4)) * 4;
    PRISM_AT(THREAD(1)) const int b_rel = BM * BK + kb * BN + cb - (ka * BM + ra);

    PRISM_PARTITION(C_th, C, THREAD(1), row0 * N + col0) {
        PRISM_GROUP(BLOCK(1)) {
            /* tile[0, BM*BK): A transposed (k x rows); tile[BM*BK, ..): B (k x columns). */
            PRISM_SHARED(float, tile, BM * BK + BK * BN);
            PRISM_AT(THREAD(1)) float acc[TM * TN] = {0.0f};

            for (int k0 = 0; k0 < K; k0 += BK) {
                /*
                 * Thread t loads A(ra, ka..ka+3), stored down column ra of the
                 * transposed A, and B(kb, cb..cb+3).  Its view of the tile
                 * starts at its first A element; its B elements are b_rel
                 * further on.  Distinct threads get distinct elements.
                 */
                PRISM_PARTITION(tile_th, tile, THREAD(1), ka * BM + ra) {
                    PRISM_GROUP(THREAD(1)) {
                        const int r = blk_row + ra, k = k0 + ka;
                        const sgemm_f4 a = vec && r < M && k < K ? *(const sgemm_f4 *)&A[r * K + k]
                                                                 : sgemm4_load4(A + r * K, k, K, r < M);
                        tile_th[0 * BM] = a.x;
                        tile_th[1 * BM] = a.y;
                        tile_th[2 * BM] = a.z;
                        tile_th[3 * BM] = a.w;

                        const int kr = k0 + kb, c = blk_col + cb;
                        *(sgemm_f4 *)&tile_th[b_rel] =
                            vec && kr < K && c < N ? *(const sgemm_f4 *)&B[kr * N + c]
                                                   : sgemm4_load4(B + kr * N, c, N, kr < K);
                    }
                }
                PRISM_GROUP(THREAD(1)) {
                    const float *As = tile + tr * TM;
                    const float *Bs = tile + BM * BK + tc * TN;
                    for (int d = 0; d < BK; d++) {
                        float a[TM], b[TN];
                        for (int i = 0; i < TM; i++)
                            a[i] = As[d * BM + i];
                        for (int j = 0; j < TN; j++)
                            b[j] = Bs[d * BN + j];
                        for (int i = 0; i < TM; i++)
                            for (int j = 0; j < TN; j++)
                                acc[i * TN + j] += a[i] * b[j];
                    }
                }
            }

            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < TM; i++) {
                    for (int j = 0; j < TN; j += 4) {
                        const float *r = &acc[i * TN + j];
                        float *c = &C_th[i * N + j];
                        if (vec && row0 + i < M && col0 + j < N) {
                            sgemm_f4 v = *(sgemm_f4 *)c;
                            v.x = alpha * r[0] + beta * v.x;
                            v.y = alpha * r[1] + beta * v.y;
                            v.z = alpha * r[2] + beta * v.z;
                            v.w = alpha * r[3] + beta * v.w;
                            *(sgemm_f4 *)c = v;
                        } else {
                            for (int q = 0; q < 4; q++)
                                if (row0 + i < M && col0 + j + q < N)
                                    c[q] = alpha * r[q] + beta * c[q];
                        }
                    }
                }
            }
        }
    }
}

PRISM_HOST_API int sgemm4_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                 float *C)
{
    unsigned grid = sgemm_grid(M, N, BM, BN);
    if (grid == 0)
        return PRISM_OK;
    return PRISM_LAUNCH(sgemm4_vec, grid, SGEMM4_THREADS, M, N, K, alpha, A, B, beta, C);
}
