/*
 * kernels/sgemm/sgemm5_warptile.cu - sgemm variant 5: warp tiling.
 *
 * Variant 4's block tile (here 128x128, k-steps of 16, 128 threads) with
 * one more level between block and thread: each warp (thread[32]
 * perspective) owns a 64x64 piece of the block tile and walks it in four
 * 64x16 sub-tiles; each lane computes an 8x4 patch of every sub-tile, 128
 * values of C in all.  A warp's reads of shared memory then stay inside
 * its own 64-row and 64-column strips, which is what makes this the
 * fastest variant (register reuse along both axes, conflict-free
 * shared loads).
 *
 * Loads and tails as in variant 4: float4 global accesses when K and N
 * are multiples of 4 and the pointers are 16-byte aligned, guarded scalar
 * loads otherwise; one thread[1] partition of the shared tile per k-step
 * gives the two barriers the step needs.
 */
#define SGEMM_KERNEL_SOURCE
#include "sgemm.h"

#define BM 128
#define BN 128
#define BK 16
#define WM 64
#define WN 64
#define WNITER 4
#define TM 8
#define TN 4
#define SGEMM5_THREADS 128
#define WMITER ((WM * WN) / (32 * TM * TN * WNITER)) /* 1 */
#define WSUBM (WM / WMITER)                          /* 64 */
#define WSUBN (WN / WNITER)                          /* 16 */
#define SGEMM5_SMEM ((BM * BK + BK * BN) * 4)

/* Four floats of row p from column c, zeros past `lim` (scalar path). */
static __device__ __forceinline__ sgemm_f4 sgemm5_load4(const float *p, int c, int lim, int ok)
{
    sgemm_f4 v;
    v.x = ok && c < lim ? p[c] : 0.0f;
    v.y = ok && c + 1 < lim ? p[c + 1] : 0.0f;
    v.z = ok && c + 2 < lim ? p[c + 2] : 0.0f;
    v.w = ok && c + 3 < lim ? p[c + 3] : 0.0f;
    return v;
}

PRISM_KERNEL(sgemm5_warptile,
             PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SGEMM5_THREADS, 3), THREAD(32), THREAD(1)),
             PRISM_SMEM(SGEMM5_SMEM),
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
    /* The thread's place in its block (the bound pins 128 threads), its warp and lane. */
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % SGEMM5_THREADS);
    PRISM_AT(THREAD(1)) const int w = t / 32, lane = t % 32;
    /* The lane's first row and column of C: warp strip, then lane patch. */
    PRISM_AT(THREAD(1)) const int row0 = blk_row + (w / (BN / WN)) * WM + (lane / (WSUBN / TN)) * TM;
    PRISM_AT(THREAD(1)) const int col0 = blk_col + (w % (BN / WN)) * WN + (lane % (WSUBN / TN)) * TN;
    /* What the thread loads each step: A(ra + 32i, ka..ka+3) and B(kb + 4i, cb..cb+3). */
    PRISM_AT(THREAD(1)) const int ra = t / (BK / 4), ka = (t % (BK / 4)) * 4;
    PRISM_AT(THREAD(1)) const int kb = t / (BN / 4), cb = (t % (BN / 4)) * 4;
    PRISM_AT(THREAD(1)) const int b_rel = BM * BK + kb * BN + cb - (ka * BM + ra);

    PRISM_PARTITION(C_th, C, THREAD(1), row0 * N + col0) {
        PRISM_GROUP(BLOCK(1)) {
            /* tile[0, BM*BK): A transposed (k x rows); tile[BM*BK, ..): B (k x columns). */
            PRISM_SHARED(float, tile, BM * BK + BK * BN);
            PRISM_AT(THREAD(1)) float acc[WMITER * TM * WNITER * TN] = {0.0f};

            for (int k0 = 0; k0 < K; k0 += BK) {
                /*
                 * Thread t loads A(ra + 32i, ka..ka+3), stored down column
                 * ra + 32i of the transposed A, and B(kb + 4i, cb..cb+3),
                 * i = 0..3.  Its view of the tile starts at its first A
                 * element; its B elements are b_rel further on.  Distinct
                 * threads get distinct elements.
                 */
                PRISM_PARTITION(tile_th, tile, THREAD(1), ka * BM + ra) {
                    PRISM_GROUP(THREAD(1)) {
                        const int k = k0 + ka;
                        for (int off = 0; off < BM; off += (SGEMM5_THREADS * 4) / BK) {
                            const int r = blk_row + ra + off;
                            const sgemm_f4 a = vec && r < M && k < K ? *(const sgemm_f4 *)&A[r * K + k]
                                                                     : sgemm5_load4(A + r * K, k, K, r < M);
                            tile_th[0 * BM + off] = a.x;
                            tile_th[1 * BM + off] = a.y;
                            tile_th[2 * BM + off] = a.z;
                            tile_th[3 * BM + off] = a.w;
                        }
                        const int c = blk_col + cb;
                        for (int off = 0; off < BK; off += SGEMM5_THREADS / (BN / 4)) {
                            const int kr = k0 + kb + off;
                            *(sgemm_f4 *)&tile_th[b_rel + off * BN] =
                                vec && kr < K && c < N ? *(const sgemm_f4 *)&B[kr * N + c]
                                                       : sgemm5_load4(B + kr * N, c, N, kr < K);
                        }
                    }
                }
                /* Each warp reads only its own 64-row and 64-column strips. */
                PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(WARP(1));
                PRISM_GROUP(WARP(1)) {
                    const float *As_w = tile + (warp / (BN / WN)) * WM;
                    const float *Bs_w = tile + BM * BK + (warp % (BN / WN)) * WN;
                    PRISM_AT(THREAD(1)) const int ln = (int)PRISM_ID(THREAD(1));
                    PRISM_GROUP(THREAD(1)) {
                        const float *As = As_w + (ln / (WSUBN / TN)) * TM;
                        const float *Bs = Bs_w + (ln % (WSUBN / TN)) * TN;
                        for (int d = 0; d < BK; d++) {
                            float a[WMITER * TM], b[WNITER * TN];
                            for (int wm = 0; wm < WMITER; wm++)
                                for (int i = 0; i < TM; i++)
                                    a[wm * TM + i] = As[d * BM + wm * WSUBM + i];
                            for (int wn = 0; wn < WNITER; wn++)
                                for (int j = 0; j < TN; j++)
                                    b[wn * TN + j] = Bs[d * BN + wn * WSUBN + j];
                            for (int i = 0; i < WMITER * TM; i++)
                                for (int j = 0; j < WNITER * TN; j++)
                                    acc[i * (WNITER * TN) + j] += a[i] * b[j];
                        }
                    }
                }
            }

            /*
             * Fully unrolled under nvcc so the accumulators stay in registers
             * (otherwise they spill to the stack); gcc does without.  Plain
             * #pragma lines because prism-check reads sources unexpanded.
             */
            PRISM_GROUP(THREAD(1)) {
#ifdef __CUDACC__
#pragma unroll
#endif
                for (int wm = 0; wm < WMITER; wm++)
#ifdef __CUDACC__
#pragma unroll
#endif
                    for (int i = 0; i < TM; i++)
#ifdef __CUDACC__
#pragma unroll
#endif
                        for (int wn = 0; wn < WNITER; wn++) {
                            const int r = row0 + wm * WSUBM + i, c0 = col0 + wn * WSUBN;
                            const float *v = &acc[(wm * TM + i) * (WNITER * TN) + wn * TN];
                            float *c = &C_th[(wm * WSUBM + i) * N + wn * WSUBN];
                            if (vec && r < M && c0 < N) {
                                sgemm_f4 x = *(sgemm_f4 *)c;
                                x.x = alpha * v[0] + beta * x.x;
                                x.y = alpha * v[1] + beta * x.y;
                                x.z = alpha * v[2] + beta * x.z;
                                x.w = alpha * v[3] + beta * x.w;
                                *(sgemm_f4 *)c = x;
                            } else {
#ifdef __CUDACC__
#pragma unroll
#endif
                                for (int q = 0; q < TN; q++)
                                    if (r < M && c0 + q < N)
                                        c[q] = alpha * v[q] + beta * c[q];
                            }
                        }
            }
        }
    }
}

PRISM_HOST_API int sgemm5_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                 float *C)
{
    unsigned grid = sgemm_grid(M, N, BM, BN);
    if (grid == 0)
        return PRISM_OK;
    return PRISM_LAUNCH(sgemm5_warptile, grid, SGEMM5_THREADS, M, N, K, alpha, A, B, beta, C);
}
