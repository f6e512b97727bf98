/*
 * kernels/sgemm/tune/sgemm6_apad_pair_fast.cu - sgemm variant 6 with all three changes:
 * A's k-rows padded (SGEMM6_APAD), lanes paired on the 16-byte reads
 * (SGEMM6_PAIR), unchecked copies in the interior (SGEMM6_FAST).  A tuning
 * variant (README.md here).
 */
#define SGEMM6_KERNEL sgemm6_apad_pair_fast
#define SGEMM6_LAUNCH sgemm6_apad_pair_fast_launch
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
#define SGEMM6_PAIR 1
#define SGEMM6_FAST 1
#include "../sgemm6_pipeline.cu"
