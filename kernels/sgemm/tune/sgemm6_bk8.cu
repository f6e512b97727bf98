/*
 * kernels/sgemm/tune/sgemm6_bk8.cu - sgemm variant 6 with 8-deep k-steps
 * (two 8 KiB stages: more blocks fit, four times the barriers). A tuning variant
 * (README.md here): the same kernel source under another name, swept against
 * cuBLAS by bench/sgemm_bench.cu.
 */
#define SGEMM6_KERNEL sgemm6_bk8
#define SGEMM6_LAUNCH sgemm6_bk8_launch
#define BM 128
#define BN 128
#define BK 8
#define WM 64
#define WN 64
#define WNITER 4
#define TM 8
#define TN 4
#define SGEMM6_THREADS 128
#define SGEMM6_MIN_BLOCKS 3
#include "../sgemm6_pipeline.cu"
