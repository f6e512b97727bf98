/*
 * bench/twins/twins.h - host launchers of the plain-CUDA twins of the sgemm
 * variants (same arguments as kernels/sgemm/sgemm.h's launchers; 0 on
 * success, 3 on a launch error).
 */
#ifndef BENCH_TWINS_H
#define BENCH_TWINS_H

#ifdef __cplusplus
extern "C" {
#endif

int sgemm1_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm2_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm3_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm4_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm5_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
int sgemm6_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_TWINS_H */
