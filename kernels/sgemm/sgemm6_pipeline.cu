/*
 * kernels/sgemm/sgemm6_pipeline.cu - sgemm variant 6: variant 5's warp
 * tiling with a two-stage cp.async pipeline.
 *
 * Variant 5 loads a k-step's tiles through registers and then computes
 * on them, so the SM waits for global memory once per k-step.  Here the
 * block tile has two shared-memory stages; while the warps compute on one,
 * the copy engine fills the other with cp.async (PRISM_ASYNC on that
 * stage's allocation: only the asynchronous copies can touch it, and its
 * end waits for them).  The k loop is unrolled by two so that each stage
 * is always the same allocation, and the ownership scopes say which one
 * is being filled.  Tails are zero-filled by the copies themselves
 * (prism_cp_async4z: a source size of 0 reads nothing), so no plain store
 * ever enters a stage in flight.
 *
 * A is stored transposed (k x rows) as in variant 5, which keeps the
 * compute loop's shared reads conflict-free; its elements are copied 4
 * bytes at a time, into k-rows padded so that those copies are too.  B's
 * rows are contiguous: 16-byte copies when K and N are multiples of 4 and
 * the pointers are 16-byte aligned.  Lanes are laid out so that pairs share
 * each 16-byte read, and a block inside the matrices copies its k-steps
 * without bounds checks.  Those three (SGEMM6_APAD, SGEMM6_PAIR,
 * SGEMM6_FAST) took it from 0.757 to 0.857 of cuBLAS at 4096^3 on an H100
 * (kernels/sgemm/tune/README.md).
 */
#define SGEMM_KERNEL_SOURCE
#include "sgemm.h"

/*
 * The tiling.  Each is a default a tuning variant may set first
 * (kernels/sgemm/tune/: the same kernel under another name, swept by
 * bench/sgemm_bench.cu's sgemm_tune/ on a GPU).  SGEMM6_UNROLL_D unrolls
 * the k-step loop by that factor under nvcc; SGEMM6_MIN_BLOCKS is the
 * blocks per SM the bound asks registers for.
 */
#ifndef SGEMM6_KERNEL
#define SGEMM6_KERNEL sgemm6_pipeline
#define SGEMM6_LAUNCH sgemm6_launch
#endif
#ifndef BM
#define BM 128
#define BN 128
#define BK 32 /* the H100 sweep: 16 gave 0.730 of cuBLAS at 4096^3, 32 0.761 */
#define WM 64
#define WN 64
#define WNITER 4
#define TM 8
#define TN 4
#define SGEMM6_THREADS 128
#define SGEMM6_MIN_BLOCKS 3
#endif
#ifndef SGEMM6_UNROLL_D
#define SGEMM6_UNROLL_D 1
#endif
/*
 * SGEMM6_APAD pads each k-row of the transposed A tile by that many floats.
 * Unpadded (0), the 4-byte copies that transpose A land 32 lanes on 4 banks
 * (lanes differ in k, and a k-row is BM floats, a multiple of 32): an 8-way
 * conflict on every copy, the bulk of the shared-memory traffic of a k-step
 * besides the compute loop's reads.  With a pad of 8 and a warp copying 8
 * rows by 4 k, the bank is 8k + row: all 32 differ.  The rows stay 16-byte
 * aligned, so the compute loop's reads are unchanged.
 */
#ifndef SGEMM6_APAD
#define SGEMM6_APAD 8
#endif
/* SGEMM6_FAST gives the interior's k-steps copies without bounds (SGEMM6_FILL). */
#ifndef SGEMM6_FAST
#define SGEMM6_FAST 1
#endif
#ifdef __CUDACC__
#define SGEMM6_PRAGMA(x) _Pragma(#x)
#define SGEMM6_UNROLL(n) SGEMM6_PRAGMA(unroll n)
#else
#define SGEMM6_UNROLL(n)
#endif
#define WMITER ((WM * WN) / (32 * TM * TN * WNITER)) /* 1 */
#define WSUBM (WM / WMITER)                          /* 64 */
#define WSUBN (WN / WNITER)                          /* 16 */
/*
 * Which of the warp tile's rows (SGEMM6_LROW) and columns (SGEMM6_LCOL) of
 * thread tiles a lane takes.  Shared memory returns one register of a warp
 * a cycle, so a 16-byte read costs 4 cycles, or 2 when lanes n and n^1 (or
 * n and n^2) read one address (NVIDIA's description of sm_70 to sm_75).
 * Row-major lanes (SGEMM6_PAIR 0) give that to the A reads only: four lanes
 * share a row.  SGEMM6_PAIR takes the column from lane bits 0 and 2 and the
 * row from bits 1, 3 and 4, so lanes n and n^1 share a row of A and n and n^2
 * a column of B: both reads at half price.  It needs 4 columns of lanes.
 */
#ifndef SGEMM6_PAIR
#define SGEMM6_PAIR 1
#endif
#if SGEMM6_PAIR && WSUBN / TN != 4
#error "SGEMM6_PAIR needs 4 lanes across a warp sub-tile (WSUBN / TN == 4)"
#endif
#if SGEMM6_PAIR
#define SGEMM6_LROW(l) ((((l) >> 1) & 1) | (((l) >> 2) & 6))
#define SGEMM6_LCOL(l) (((l) & 1) | (((l) >> 1) & 2))
#else
#define SGEMM6_LROW(l) ((l) / (WSUBN / TN))
#define SGEMM6_LCOL(l) ((l) % (WSUBN / TN))
#endif
#define AS (BM + SGEMM6_APAD)                        /* floats per k-row of A */
#define STAGE (AS * BK + BK * BN)                    /* floats per stage */
#define SGEMM6_SMEM (2 * STAGE * 4)

/*
 * Fill stage `dst` (the PRISM_ASYNC name of a stage) with k-step k0:
 * thread t copies A(ra + 32i, ka..ka+3) down columns of the transposed A
 * and B(kb + 4i, cb..cb+3) along a row of B.  A macro, not a function:
 * the name of a stage in flight may only be an argument of the copies.
 */
#if SGEMM6_APAD == 0
#define SGEMM6_FILL_A(dst, k0)                                                                            \
    for (int off = 0; off < BM; off += (SGEMM6_THREADS * 4) / BK) {                                       \
        const int r = blk_row + ra + off;                                                                 \
        for (int j = 0; j < 4; j++) {                                                                     \
            const int ok = r < M && (k0) + ka + j < K;                                                    \
            prism_cp_async4z((dst) + (ka + j) * AS + ra + off, ok ? A + r * K + (k0) + ka + j : A,        \
                             ok ? 4u : 0u);                                                               \
        }                                                                                                 \
    }
#else
/* A warp copies 8 rows by 4 k at a time: lane l takes row 8w + l%8 and k l/8. */
#define SGEMM6_FILL_A(dst, k0)                                                                            \
    for (int off = 0; off < BM; off += SGEMM6_THREADS / 4) {                                              \
        const int r = blk_row + pa + off;                                                                 \
        for (int kk = 0; kk < BK; kk += 4) {                                                              \
            const int ok = r < M && (k0) + kk + pk < K;                                                   \
            prism_cp_async4z((dst) + (kk + pk) * AS + pa + off, ok ? A + r * K + (k0) + kk + pk : A,      \
                             ok ? 4u : 0u);                                                               \
        }                                                                                                 \
    }
#endif
/*
 * The same copies for a k-step whose tiles lie wholly inside A and B (every
 * step of a block in the interior when K is a multiple of BK): no bounds, no
 * zero fill, one row address a row.  The checked copies cost about 12
 * instructions each, which at 4096^3 made a fifth of all instructions issued
 * (ncu on the H100: 2.72 G issued against 2.15 G FFMA; cuBLAS 2.43 G).
 */
#if SGEMM6_APAD == 0
#define SGEMM6_FILL_A_FULL(dst, k0)                                                                       \
    for (int off = 0; off < BM; off += (SGEMM6_THREADS * 4) / BK) {                                       \
        const float *src = A + (blk_row + ra + off) * K + (k0) + ka;                                      \
        for (int j = 0; j < 4; j++)                                                                       \
            prism_cp_async4((dst) + (ka + j) * AS + ra + off, src + j);                                   \
    }
#else
#define SGEMM6_FILL_A_FULL(dst, k0)                                                                       \
    for (int off = 0; off < BM; off += SGEMM6_THREADS / 4) {                                              \
        const float *src = A + (blk_row + pa + off) * K + (k0) + pk;                                      \
        for (int kk = 0; kk < BK; kk += 4)                                                                \
            prism_cp_async4((dst) + (kk + pk) * AS + pa + off, src + kk);                                 \
    }
#endif
#define SGEMM6_FILL(dst, k0)                                                                              \
    do {                                                                                                  \
        if (full && (k0) + BK <= K) {                                                                     \
            SGEMM6_FILL_A_FULL(dst, k0)                                                                   \
            for (int off = 0; off < BK; off += SGEMM6_THREADS / (BN / 4))                                 \
                prism_cp_async16((dst) + AS * BK + (kb + off) * BN + cb,                                  \
                                 B + ((k0) + kb + off) * N + blk_col + cb);                               \
        } else {                                                                                          \
            SGEMM6_FILL_A(dst, k0)                                                                        \
            SGEMM6_FILL_B(dst, k0)                                                                        \
        }                                                                                                 \
        prism_cp_async_commit();                                                                          \
    } while (0)
#define SGEMM6_FILL_B(dst, k0)                                                                            \
    for (int off = 0; off < BK; off += SGEMM6_THREADS / (BN / 4)) {                                       \
        const int kr = (k0) + kb + off, c = blk_col + cb, o = AS * BK + (kb + off) * BN + cb;             \
        if (vec) {                                                                                        \
            const int ok = kr < K && c < N;                                                               \
            prism_cp_async16z((dst) + o, ok ? B + kr * N + c : B, ok ? 16u : 0u);                         \
        } else {                                                                                          \
            for (int j = 0; j < 4; j++) {                                                                 \
                const int ok = kr < K && c + j < N;                                                       \
                prism_cp_async4z((dst) + o + j, ok ? B + kr * N + c + j : B, ok ? 4u : 0u);               \
            }                                                                                             \
        }                                                                                                 \
    }

/*
 * The k loop of one stage, on this thread's fragments of A (TM rows) and B
 * (TN columns by WNITER).  SGEMM6_LOAD/SGEMM6_FMA are its two halves.
 */
#define SGEMM6_LOAD(a, b, As, Bs, d)                                                                      \
    do {                                                                                                  \
        for (int wm = 0; wm < WMITER; wm++)                                                               \
            for (int i = 0; i < TM; i++)                                                                  \
                (a)[wm * TM + i] = (As)[(d) * AS + wm * WSUBM + i];                                       \
        for (int wn = 0; wn < WNITER; wn++)                                                               \
            for (int j = 0; j < TN; j++)                                                                  \
                (b)[wn * TN + j] = (Bs)[(d) * BN + wn * WSUBN + j];                                       \
    } while (0)
#define SGEMM6_FMA(a, b)                                                                                  \
    do {                                                                                                  \
        for (int i = 0; i < WMITER * TM; i++)                                                             \
            for (int j = 0; j < WNITER * TN; j++)                                                         \
                acc[i * (WNITER * TN) + j] += (a)[i] * (b)[j];                                            \
    } while (0)
/*
 * SGEMM6_DBUF double-buffers the fragments in registers: step d+1's shared
 * reads are issued before step d's FFMAs, so that no FFMA waits for its
 * LDS (ncu's first stall on the H100, "short scoreboard", 0.72 of 3.63
 * cycles an instruction).  24 more registers: past 3 blocks an SM.
 */
#ifndef SGEMM6_DBUF
#define SGEMM6_DBUF 0
#endif
#if SGEMM6_DBUF
#define SGEMM6_K_LOOP(As, Bs)                                                                             \
    do {                                                                                                  \
        float a0[WMITER * TM], b0[WNITER * TN], a1[WMITER * TM], b1[WNITER * TN];                         \
        SGEMM6_LOAD(a0, b0, As, Bs, 0);                                                                   \
        SGEMM6_UNROLL(1)                                                                                  \
        for (int d = 0; d < BK - 2; d += 2) {                                                             \
            SGEMM6_LOAD(a1, b1, As, Bs, d + 1);                                                           \
            SGEMM6_FMA(a0, b0);                                                                           \
            SGEMM6_LOAD(a0, b0, As, Bs, d + 2);                                                           \
            SGEMM6_FMA(a1, b1);                                                                           \
        }                                                                                                 \
        SGEMM6_LOAD(a1, b1, As, Bs, BK - 1);                                                              \
        SGEMM6_FMA(a0, b0);                                                                               \
        SGEMM6_FMA(a1, b1);                                                                               \
    } while (0)
#else
#define SGEMM6_K_LOOP(As, Bs)                                                                             \
    do {                                                                                                  \
        SGEMM6_UNROLL(SGEMM6_UNROLL_D)                                                                    \
        for (int d = 0; d < BK; d++) {                                                                    \
            float a[WMITER * TM], b[WNITER * TN];                                                         \
            SGEMM6_LOAD(a, b, As, Bs, d);                                                                 \
            SGEMM6_FMA(a, b);                                                                             \
        }                                                                                                 \
    } while (0)
#endif

/* One k-step on a complete stage: each warp reads only its own 64-row and
 * 64-column strips (variant 5's inner loop). */
#define SGEMM6_COMPUTE(src)                                                                               \
    do {                                                                                                  \
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(WARP(1));                                     \
        PRISM_GROUP(WARP(1)) {                                                                            \
            const float *As_w = (src) + (warp / (BN / WN)) * WM;                                          \
            const float *Bs_w = (src) + AS * BK + (warp % (BN / WN)) * WN;                                \
            PRISM_AT(THREAD(1)) const int ln = (int)PRISM_ID(THREAD(1));                                  \
            PRISM_GROUP(THREAD(1)) {                                                                      \
                const float *As = As_w + SGEMM6_LROW(ln) * TM;                                            \
                const float *Bs = Bs_w + SGEMM6_LCOL(ln) * TN;                                            \
                SGEMM6_K_LOOP(As, Bs);                                                                    \
            }                                                                                             \
        }                                                                                                 \
    } while (0)

PRISM_KERNEL(SGEMM6_KERNEL,
             PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SGEMM6_THREADS, SGEMM6_MIN_BLOCKS), THREAD(32), THREAD(1)),
             PRISM_SMEM(SGEMM6_SMEM),
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
    const int nk = (K + BK - 1) / BK;
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int blk_row = (blk / tiles_n) * BM;
    PRISM_AT(BLOCK(1)) const int blk_col = (blk % tiles_n) * BN;
    /* The block's tiles lie inside A's rows and B's columns: SGEMM6_FILL's unchecked path. */
    PRISM_AT(BLOCK(1)) const int full = SGEMM6_FAST && vec && blk_row + BM <= M && blk_col + BN <= N;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % SGEMM6_THREADS);
    PRISM_AT(THREAD(1)) const int w = t / 32, lane = t % 32;
    PRISM_AT(THREAD(1)) const int row0 = blk_row + (w / (BN / WN)) * WM + SGEMM6_LROW(lane) * TM;
    PRISM_AT(THREAD(1)) const int col0 = blk_col + (w % (BN / WN)) * WN + SGEMM6_LCOL(lane) * TN;
#if SGEMM6_APAD == 0
    PRISM_AT(THREAD(1)) const int ra = t / (BK / 4), ka = (t % (BK / 4)) * 4;
#else
    PRISM_AT(THREAD(1)) const int pa = (t / 32) * 8 + t % 8, pk = (t % 32) / 8;
#endif
    PRISM_AT(THREAD(1)) const int kb = t / (BN / 4), cb = (t % (BN / 4)) * 4;

    PRISM_PARTITION(C_th, C, THREAD(1), row0 * N + col0) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, stage0, STAGE);
            PRISM_SHARED(float, stage1, STAGE);
            PRISM_AT(THREAD(1)) float acc[WMITER * TM * WNITER * TN] = {0.0f};

            if (nk > 0) {
                PRISM_ASYNC(s0, stage0) {
                    PRISM_GROUP(THREAD(1)) { SGEMM6_FILL(s0, 0); }
                }
            }
            for (int kt = 0; kt < nk; kt += 2) {
                /* Compute on stage 0 while stage 1 fills with step kt + 1. */
                PRISM_ASYNC(s1, stage1) {
                    PRISM_GROUP(THREAD(1)) {
                        if (kt + 1 < nk)
                            SGEMM6_FILL(s1, (kt + 1) * BK);
                    }
                    SGEMM6_COMPUTE(stage0);
                }
                if (kt + 1 < nk) {
                    /* Compute on stage 1 while stage 0 fills with step kt + 2. */
                    PRISM_ASYNC(s0, stage0) {
                        PRISM_GROUP(THREAD(1)) {
                            if (kt + 2 < nk)
                                SGEMM6_FILL(s0, (kt + 2) * BK);
                        }
                        SGEMM6_COMPUTE(stage1);
                    }
                }
            }

            /* Variant 5's epilogue (fully unrolled under nvcc: the accumulators stay in registers). */
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

PRISM_HOST_API int SGEMM6_LAUNCH(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                 float *C)
{
    unsigned grid = sgemm_grid(M, N, BM, BN);
    if (grid == 0)
        return PRISM_OK;
    return PRISM_LAUNCH(SGEMM6_KERNEL, grid, SGEMM6_THREADS, M, N, K, alpha, A, B, beta, C);
}
