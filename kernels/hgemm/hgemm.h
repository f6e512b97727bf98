/*
 * kernels/hgemm/hgemm.h - the Hopper bf16 GEMM (issue 15): launchers shared
 * by the Prism kernel (hgemm.cu), its plain-CUDA twin
 * (bench/twins/hgemm_twin.cu), the driver
 * and the benchmark.
 *
 * C = A * B with bf16 inputs and f32 accumulation:
 *   A  M x K, row-major (K innermost);
 *   B  given as N x K, row-major, i.e. the K x N operand stored column-major.
 *      Both operands are then K-major, the layout wgmma reads from shared
 *      memory without transposition and cuBLAS's fast path for bf16
 *      (cublasGemmEx with op(B) = T on row-major data);
 *   C  M x N, row-major, f32 (hgemm_launch) or bf16 (hgemm_bf16_launch).
 * bf16 values travel as their raw 16-bit patterns (uint16_t) so that C
 * callers need no CUDA types.  K must be a positive multiple of 8 (TMA:
 * every row stride a multiple of 16 bytes) and A and B 16-byte aligned;
 * M, N and K are otherwise arbitrary (TMA fills out-of-bounds elements
 * with zeros, the epilogue masks its stores; an empty C is no work).
 *
 * Launchers return a prism_status_t: PRISM_OK, PRISM_ERR_LAUNCH_SHAPE (1)
 * for operands TMA cannot describe, PRISM_ERR_LAUNCH (3) for a tensor-map
 * or launch failure, the reason printed to stderr.
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

/* Blocks of the persistent grid (hgemm.cu): SMs on the GPU, 2 on the emulator. */
int hgemm_sm_count(void);

/* The same with C in bf16 (each f32 sum rounded to nearest even). */
typedef int (*hgemm_bf16_launch_fn)(int M, int N, int K, const uint16_t *A, const uint16_t *B, uint16_t *C);

int hgemm_bf16_launch(int M, int N, int K, const uint16_t *A, const uint16_t *B, uint16_t *C);
int hgemm_bf16_twin_launch(int M, int N, int K, const uint16_t *A, const uint16_t *B, uint16_t *C);

#ifdef __cplusplus
}
#endif

/* ---- shared by the kernel sources (not by drivers) -------------------- */
#ifdef HGEMM_KERNEL_SOURCE
#include "prism.h"
#include "prism/pipeline.h"

/* 8 bytes of C: nvcc's float2 (one st.global.v2.f32), an aligned struct for the emulator. */
#ifdef __CUDACC__
typedef float2 hgemm_f2;
#else
typedef struct {
    _Alignas(8) float x;
    float y;
} hgemm_f2;
#endif

/* Two f32 to bf16, rounded to nearest even, lo in the low half (the lower address). */
#ifdef __CUDACC__
static __device__ __forceinline__ uint32_t hgemm_bf16x2(float lo, float hi)
{
    uint32_t r;
    /* register-only conversion: trusted (SPEC 9), its result is per thread */
    PRISM_UNSAFE { asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo)); }
    return r;
}
#else
static inline uint32_t hgemm_bf16_bits(float x)
{
    union {
        float f;
        uint32_t u;
    } v = {x};
    if ((v.u & 0x7fffffffu) > 0x7f800000u)
        return 0x7fc0u; /* NaN stays NaN */
    return (v.u + 0x7fffu + ((v.u >> 16) & 1u)) >> 16;
}
static inline uint32_t hgemm_bf16x2(float lo, float hi)
{
    return hgemm_bf16_bits(lo) | hgemm_bf16_bits(hi) << 16;
}
#endif
#endif

#endif /* KERNELS_HGEMM_H */
