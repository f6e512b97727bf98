/*
 * kernels/kernels.h - host entry points of the bundled kernels (C ABI).
 * Each returns a prism_status_t; a refused launch shape launches nothing.
 */
#ifndef KERNELS_KERNELS_H
#define KERNELS_KERNELS_H

#ifdef __cplusplus
extern "C" {
#endif

int mma_regs_launch(float *out, int warps, unsigned block);
int mma_global_launch(const float *A, const float *B, float *C, int tiles, unsigned block);
int mma_naive_launch(const float *A, const float *B, float *C, int M, int N, int K, unsigned block);
int sgemm_naive_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C,
                       unsigned block);

#ifdef __cplusplus
}
#endif

#endif /* KERNELS_KERNELS_H */
