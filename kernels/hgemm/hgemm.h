/*
 * kernels/hgemm/hgemm.h - the Hopper bf16 GEMM (issue 15): launchers shared
 * by the Prism kernel (hgemm.cu), its plain-CUDA twin (twin.cu), the driver
 * and the benchmark.
 *
 * C = A * B with bf16 inputs and f32 accumulation:
 *   A  M x K, row-major (K innermost);
 *   B  given as N x K, row-major, i.e. the K x N operand stored column-major.
 *      Both operands are then K-major, the layout wgmma reads from shared
 *      memory without transposition and cuBLAS's fast path for bf16
 *      (cublasGemmEx with op(B) = T on row-major data);
 *   C  M x N, row-major, f32.
 * bf16 values travel as their raw 16-bit patterns (uint16_t) so that C
 * callers need no CUDA types.  K must be a multiple of 8 (TMA: every row
 * stride a multiple of 16 bytes) and the pointers 16-byte aligned; M, N
 * and K are otherwise arbitrary (TMA fills out-of-bounds elements with
 * zeros, the epilogue masks its stores).
 *
 * Launchers return 0, 2 for arguments TMA cannot describe, 3 for a launch
 * or tensor-map error (the reason printed to stderr).
 */
#ifndef KERNELS_HGEMM_H
#define KERNELS_HGEMM_H

#include <stdint.h>

#define HGEMM_BM 128
#define HGEMM_BN 256
#define HGEMM_BK 64
#define HGEMM_STAGES 4
#define HGEMM_THREADS 384

#ifdef __cplusplus
extern "C" {
#endif

typedef int (*hgemm_launch_fn)(int M, int N, int K, const uint16_t *A, const uint16_t *B, float *C);

int hgemm_launch(int M, int N, int K, const uint16_t *A, const uint16_t *B, float *C);
int hgemm_twin_launch(int M, int N, int K, const uint16_t *A, const uint16_t *B, float *C);

#ifdef __cplusplus
}
#endif

#endif /* KERNELS_HGEMM_H */
