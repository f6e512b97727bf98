/*
 * kernels/sgemm/tune/sgemm6_plain.cu - variant 6 as it was before the
 * 2026-11-26 H100 probes (A unpadded, row-major lanes, every copy checked):
 * the reference the others are measured against.
 * A tuning variant (README.md here).
 */
#define SGEMM6_KERNEL sgemm6_plain
#define SGEMM6_LAUNCH sgemm6_plain_launch
#define BM 128
#define BN 128
#define BK 32
#define WM 64
#define WN 64
#define WNITER 4
#define TM 8
#define TN 4
#define SGEMM6_THREADS 128
#define SGEMM6_MIN_BLOCKS 3
#define SGEMM6_APAD 0
#define SGEMM6_PAIR 0
#define SGEMM6_FAST 0
#define SGEMM6_UNROLL_D 1
#include "../sgemm6_pipeline.cu"
