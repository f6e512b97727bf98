/*
 * kernels/hgemm/hgemm.cu - the paper's H100 bf16 GEMM (issue 15) in Prism:
 * warp-specialized, TMA-fed, wgmma-based, checked by prism-check and run
 * by the emulator.
 *
 * C (M x N, f32 or bf16) = A (M x K) * B (N x K given, K-major),
 * layouts as hgemm.h says.  128 x 256 tiles of C on a persistent grid (one
 * block per SM, each taking every nblocks-th tile), K in 64-wide rounds
 * of a HGEMM_STAGES-deep pipeline (docs/HOPPER.md):
 *   PRISM_CASE(2)  two consumer warpgroups, threads 0-255: warpgroup g
 *                  multiplies rows 64g..64g+63 of the stage's A by its B,
 *                  four wgmma m64n256k16 per round into 128 f32 registers
 *                  per thread, and waits for them before the round's
 *                  stage goes back to the producer;
 *   PRISM_CASE(1)  the producer warpgroup, threads 256-383: one thread
 *                  copies A's 128 x 64 and B's 256 x 64 boxes by TMA with
 *                  the 128-byte swizzle wgmma's descriptors name.
 * Consumers first: an arm is aligned to its own size in the pinned block
 * (SPEC 4.2).  setmaxnreg gives the consumers 232 registers and leaves the
 * producer 40: 256 * 232 + 128 * 40 = 64,512 of 65,536.
 *
 * The stages are the arena's first bytes, each stage a multiple of 1 KiB:
 * the 128-byte swizzle repeats every 1024 bytes, and TMA and wgmma agree
 * on its phase only when a tile starts on such a boundary (the arena
 * starts on one on the GPU; the emulator's is aligned to match).
 */
#include <stdio.h>

#define HGEMM_KERNEL_SOURCE
#include "hgemm.h"

/*
 * One source, two kernels: C in f32 here; hgemm_bf16.cu defines
 * HGEMM_OUT_BF16 and includes this file for C in bf16 (rounded to
 * nearest even).  The wrappers expand the kernel's name before
 * PRISM_KERNEL and PRISM_LAUNCH paste onto it.
 */
#ifndef HGEMM_OUT_BF16
#define HGEMM_OUT_BF16 0
#endif
#if HGEMM_OUT_BF16
#define HGEMM_NAME hgemm_bf16
#define HGEMM_OUT uint16_t
#define HGEMM_LAUNCHER hgemm_bf16_launch
#else
#define HGEMM_NAME hgemm
#define HGEMM_OUT float
#define HGEMM_LAUNCHER hgemm_launch
#endif
#if HGEMM_OUT_BF16
#define HGEMM_CVT(x) ((uint16_t)(hgemm_bf16x2((x), 0.0f) & 0xffffu))
#else
#define HGEMM_CVT(x) (x)
#endif
#define HGEMM_KERNEL(name, ...) PRISM_KERNEL(name, __VA_ARGS__)
#define HGEMM_LAUNCH(name, ...) PRISM_LAUNCH(name, __VA_ARGS__)

#define BM HGEMM_BM
#define BN HGEMM_BN
#define BK HGEMM_BK
#define STAGES HGEMM_STAGES
#define A_STAGE (BM * BK) /* elements of one stage */
#define B_STAGE (BN * BK)
#define STAGE_BYTES ((A_STAGE + B_STAGE) * 2)
#define CONSUMERS 256
#define HGEMM_SMEM (STAGES * STAGE_BYTES + 2 * STAGES * 8)

HGEMM_KERNEL(HGEMM_NAME,
             PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(HGEMM_THREADS, 1), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(HGEMM_SMEM),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)),
             PRISM_PARAM(HGEMM_OUT *, C, GRID(1)),
             PRISM_PARAM(int, M, GRID(1)),
             PRISM_PARAM(int, N, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(int, nblocks, GRID(1)))
{
    const int tiles_m = (M + BM - 1) / BM, tiles = tiles_m * ((N + BN - 1) / BN);
    const int rounds = (K + BK - 1) / BK;
    /*
     * Persistent: block b takes tiles b, b + nblocks, ... (nblocks is the
     * grid, one block per SM), and the pipeline's rounds run on across
     * them, so the producer fills the next tile's first stages while the
     * consumers store the last one.  One flat loop over the block's rounds
     * on each side (P134), tile and k-step kept as counters.  Consecutive
     * tiles walk down M under one B panel, the larger operand, reused from
     * L2.
     */
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int total = blk < tiles ? ((tiles - 1 - blk) / nblocks + 1) * rounds : 0;
    /*
     * A consumer thread's first element of a tile: the PTX ISA's m64nNk16
     * D layout puts register i of lane l in warp w of warpgroup g at row
     * 64g + 16w + 8((i%4)/2) + l/4, column 8(i/4) + 2(l%4) + i%2.
     */
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % HGEMM_THREADS);
    PRISM_AT(THREAD(1)) const int l = t % 32;
    PRISM_AT(THREAD(1)) const int tr = t / 32 * 16 + l / 4, tc = 2 * (l % 4);

    PRISM_PARTITION(C_th, C, THREAD(1), tr * N + tc) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * A_STAGE);
            PRISM_SHARED(uint16_t, sB, STAGES * B_STAGE);
            PRISM_PIPELINE(pipe, STAGES, CONSUMERS);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) {
                    prism_setmaxnreg_inc(232);
                    PRISM_AT(WARPGROUP(1)) const int g = (int)PRISM_ID(WARPGROUP(1)) % 2;
                    PRISM_GROUP(WARPGROUP(1)) {
                        PRISM_AT(THREAD(1)) float acc[BN / 2] = {0.0f};
                        int tile = blk, kk = 0;
                        for (int k = 0; k < total; k++) {
                            PRISM_CONSUME(pipe, k) {
                                const uint16_t *a = sA + PRISM_STAGE(pipe) * A_STAGE + g * (64 * BK);
                                const uint16_t *b = sB + PRISM_STAGE(pipe) * B_STAGE;
                                prism_wgmma_fence();
                                /*
                                 * K-major, 128-byte rows: the next 16 k are 32 bytes on.  A tile's
                                 * first product overwrites the accumulators (scale-d 0).
                                 */
#ifdef __CUDACC__
#pragma unroll
#endif
                                for (int s = 0; s < BK; s += 16)
                                    prism_wgmma_m64n256k16_f32_bf16(acc, prism_wgmma_desc(a + s, PRISM_SWIZZLE_128B),
                                                                    prism_wgmma_desc(b + s, PRISM_SWIZZLE_128B),
                                                                    kk > 0 || s > 0);
                                prism_wgmma_commit();
                                prism_wgmma_wait(0);
                            }
                            if (kk == rounds - 1) {
                                const int m0 = (tile % tiles_m) * BM, n0 = (tile / tiles_m) * BN;
                                /* Pairs of columns: one 8-byte store where N keeps them aligned and in range. */
                                PRISM_GROUP(THREAD(1)) {
#ifdef __CUDACC__
#pragma unroll
#endif
                                    for (int i = 0; i < BN / 2; i += 2) {
                                        const int dr = 8 * ((i % 4) / 2), dc = 8 * (i / 4);
                                        const int r = m0 + tr + dr, c = n0 + tc + dc;
                                        HGEMM_OUT *p = &C_th[(m0 + dr) * N + n0 + dc];
                                        if (r < M) {
                                            if (c + 1 < N && N % 2 == 0) {
#if HGEMM_OUT_BF16
                                                *(uint32_t *)p = hgemm_bf16x2(acc[i], acc[i + 1]);
#else
                                                hgemm_f2 v;
                                                v.x = acc[i];
                                                v.y = acc[i + 1];
                                                *(hgemm_f2 *)p = v;
#endif
                                            } else {
                                                if (c < N)
                                                    p[0] = HGEMM_CVT(acc[i]);
                                                if (c + 1 < N)
                                                    p[1] = HGEMM_CVT(acc[i + 1]);
                                            }
                                        }
                                    }
                                }
                            }
                            if (++kk == rounds) {
                                kk = 0;
                                tile += nblocks;
                            }
                        }
                    }
                }
                PRISM_CASE(1) {
                    prism_setmaxnreg_dec(40);
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) {
                            int tile = blk, kk = 0;
                            for (int k = 0; k < total; k++) {
                                const int m0 = (tile % tiles_m) * BM, n0 = (tile / tiles_m) * BN;
                                PRISM_PRODUCE(pipe, k, STAGE_BYTES) {
                                    prism_tma_load_2d(sA + PRISM_STAGE(pipe) * A_STAGE, &mapA, BM, BK, m0, kk * BK,
                                                      PRISM_STAGE_BAR(pipe));
                                    prism_tma_load_2d(sB + PRISM_STAGE(pipe) * B_STAGE, &mapB, BN, BK, n0, kk * BK,
                                                      PRISM_STAGE_BAR(pipe));
                                }
                                if (++kk == rounds) {
                                    kk = 0;
                                    tile += nblocks;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

#if !HGEMM_OUT_BF16
/*
 * Blocks of the persistent grid: one per SM on the GPU; on the emulator
 * 2, so that the tests give blocks several tiles.
 */
int hgemm_sm_count(void)
{
#ifdef __CUDACC__
    static int n;
    int dev;
    if (!n && (cudaGetDevice(&dev) != cudaSuccess ||
               cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || n <= 0))
        n = 132; /* H100 SXM, H200 */
    return n;
#else
    return 2;
#endif
}
#endif

PRISM_HOST_API int HGEMM_LAUNCHER(int M, int N, int K, const uint16_t *A, const uint16_t *B, HGEMM_OUT *C)
{
    if (M <= 0 || N <= 0)
        return PRISM_OK;
    if (K <= 0 || K % 8 != 0) {
        fprintf(stderr, "hgemm: K = %d: TMA needs a positive multiple of 8 (rows 16-byte aligned)\n", K);
        return PRISM_ERR_LAUNCH_SHAPE;
    }
    prism_tensor_map_t mapA, mapB;
    if (prism_tensor_map_2d(&mapA, A, PRISM_BF16, (unsigned long long)M, (unsigned long long)K,
                            (unsigned long long)K * 2u, BM, BK, PRISM_SWIZZLE_128B) != 0 ||
        prism_tensor_map_2d(&mapB, B, PRISM_BF16, (unsigned long long)N, (unsigned long long)K,
                            (unsigned long long)K * 2u, BN, BK, PRISM_SWIZZLE_128B) != 0)
        return PRISM_ERR_LAUNCH;
    const int tiles = ((M + BM - 1) / BM) * ((N + BN - 1) / BN);
    const int grid = tiles < hgemm_sm_count() ? tiles : hgemm_sm_count();
    return HGEMM_LAUNCH(HGEMM_NAME, grid, HGEMM_THREADS, mapA, mapB, C, M, N, K, grid);
}
