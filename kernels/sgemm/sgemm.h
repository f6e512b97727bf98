/*
 * kernels/sgemm/sgemm.h - the paper's five sgemm variants (§6.1,
 * after Boehm's SGEMM_CUDA) and a sixth: C = alpha * A * B + beta * C, all row-major,
 * A is MxK, B is KxN, C is MxN, any sizes (partial tiles read zeros and
 * skip out-of-range stores).
 *
 *   1 naive        one thread per element of C, thread perspective,
 *                  consecutive threads walk down a column (uncoalesced)
 *   2 coalesce     the same, consecutive threads walk along a row
 *   3 tile2d       block perspective stages 128x8 / 8x128 tiles in shared
 *                  memory, then thread perspective computes an 8x8 sub-tile
 *   4 vec          3 with float4 global loads/stores and A transposed in
 *                  shared memory
 *   5 warptile     4 with a warp perspective between block and thread:
 *                  each warp owns a 64x64 piece of the 128x128 block tile
 *   6 pipeline     5 with two shared-memory stages filled by cp.async
 *                  (PRISM_ASYNC) while the warps compute on the other;
 *                  tune/ holds it under other tilings for a GPU to pick
 *                  from (sgemm_tune.h)
 *
 * Each launcher returns a prism_status_t.  The block size is fixed per
 * variant (SGEMMn_THREADS) and pinned in the kernel's bound (BLOCKDIM), so
 * the tile arithmetic is compile-time.  The bench/twins/ directory has a
 * plain-CUDA twin of each kernel for the abstraction-cost comparison.
 */
#ifndef KERNELS_SGEMM_H
#define KERNELS_SGEMM_H

#include "prism/host.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SGEMM_VARIANTS 6

typedef int (*sgemm_launch_fn)(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                               float *C);

int sgemm1_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm2_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm3_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm4_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm5_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm6_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);

#ifdef __cplusplus
}
#endif

/* ---- shared by the kernel sources (not by drivers) -------------------- */
#ifdef SGEMM_KERNEL_SOURCE
#include "prism.h"

/*
 * A 16-byte vector of four floats in the common subset of C and CUDA:
 * nvcc's float4 (so loads become ld.global.v4.f32), a 16-aligned struct
 * for the emulator.
 */
#ifdef __CUDACC__
typedef float4 sgemm_f4;
#else
typedef struct {
    _Alignas(16) float x;
    float y, z, w;
} sgemm_f4;
#endif

/* Host side: blocks needed to cover M x N with bm x bn tiles; 0 for an empty C. */
static inline unsigned sgemm_grid(int M, int N, int bm, int bn)
{
    return (unsigned)(((M + bm - 1) / bm) * ((N + bn - 1) / bn));
}
#endif

#endif /* KERNELS_SGEMM_H */
