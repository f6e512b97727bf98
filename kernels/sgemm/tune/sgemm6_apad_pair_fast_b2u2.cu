/*
 * kernels/sgemm/tune/sgemm6_apad_pair_fast_b2u2.cu - variant 6 at 2 blocks an SM with the
 * k-step loop unrolled by 2: registers for the unrolling, and 3.9 waves at
 * 4096^3 instead of 2.6.
 * A tuning variant (README.md here).
 */
#define SGEMM6_KERNEL sgemm6_apad_pair_fast_b2u2
#define SGEMM6_LAUNCH sgemm6_apad_pair_fast_b2u2_launch
#define BM 128
#define BN 128
#define BK 32
#define WM 64
#define WN 64
#define WNITER 4
#define TM 8
#define TN 4
#define SGEMM6_THREADS 128
#define SGEMM6_MIN_BLOCKS 2
#define SGEMM6_APAD 8
#define SGEMM6_PAIR 1
#define SGEMM6_FAST 1
#define SGEMM6_UNROLL_D 2
#include "../sgemm6_pipeline.cu"
