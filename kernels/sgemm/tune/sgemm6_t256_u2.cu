/*
 * kernels/sgemm/tune/sgemm6_t256_u2.cu - sgemm variant 6 with 256 threads
 * (as sgemm6_t256) and the k-step loop unrolled by 2. A tuning variant
 * (README.md here): the same kernel source under another name, swept against
 * cuBLAS by bench/sgemm_bench.cu.
 */
#define SGEMM6_KERNEL sgemm6_t256_u2
#define SGEMM6_LAUNCH sgemm6_t256_u2_launch
#define BM 128
#define BN 128
#define BK 16
#define WM 64
#define WN 32
#define WNITER 2
#define TM 8
#define TN 4
#define SGEMM6_THREADS 256
#define SGEMM6_MIN_BLOCKS 2
#define SGEMM6_UNROLL_D 2
#include "../sgemm6_pipeline.cu"
