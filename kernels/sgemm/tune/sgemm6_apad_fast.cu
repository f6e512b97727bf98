/*
 * kernels/sgemm/tune/sgemm6_apad_fast.cu - variant 6 without SGEMM6_PAIR (row-major
 * lanes): the pairing's share of the default's speed.
 * A tuning variant (README.md here).
 */
#define SGEMM6_KERNEL sgemm6_apad_fast
#define SGEMM6_LAUNCH sgemm6_apad_fast_launch
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
#define SGEMM6_APAD 8
#define SGEMM6_PAIR 0
#define SGEMM6_FAST 1
#define SGEMM6_UNROLL_D 1
#include "../sgemm6_pipeline.cu"
