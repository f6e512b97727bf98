/*
 * kernels/sgemm/tune/sgemm6_u2.cu - sgemm variant 6 with the k-step loop
 * unrolled by 2 (ptxas can load step d + 1's fragments during step d's
 * FMAs), 2 blocks an SM (at 3 it spills). A tuning variant (README.md here):
 * the same kernel source under another name, swept against cuBLAS by
 * bench/sgemm_bench.cu.
 */
#define SGEMM6_KERNEL sgemm6_u2
#define SGEMM6_LAUNCH sgemm6_u2_launch
#define BM 128
#define BN 128
#define BK 16
#define WM 64
#define WN 64
#define WNITER 4
#define TM 8
#define TN 4
#define SGEMM6_THREADS 128
#define SGEMM6_MIN_BLOCKS 2
#define SGEMM6_UNROLL_D 2
#include "../sgemm6_pipeline.cu"
