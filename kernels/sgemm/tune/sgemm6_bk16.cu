/*
 * kernels/sgemm/tune/sgemm6_bk16.cu - sgemm variant 6 with 16-deep k-steps
 * (two 16 KiB stages: variant 6's tiling until the H100 sweep of 2026-11-26
 * made 32-deep the default, 0.730 of cuBLAS at 4096 against 0.761). A tuning
 * variant (README.md here): the same kernel source under another name, swept
 * against cuBLAS by bench/sgemm_bench.cu.
 */
#define SGEMM6_KERNEL sgemm6_bk16
#define SGEMM6_LAUNCH sgemm6_bk16_launch
#define BM 128
#define BN 128
#define BK 16
#define WM 64
#define WN 64
#define WNITER 4
#define TM 8
#define TN 4
#define SGEMM6_THREADS 128
#define SGEMM6_MIN_BLOCKS 3
#include "../sgemm6_pipeline.cu"
