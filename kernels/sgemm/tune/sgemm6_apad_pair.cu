/*
 * kernels/sgemm/tune/sgemm6_apad_pair.cu - sgemm variant 6 (32-deep k-steps)
 * with both changes: lanes laid out so that pairs of lanes share each
 * 16-byte read (SGEMM6_PAIR), and the transposed A tile padded so that its
 * copies are free of bank conflicts (SGEMM6_APAD).  Two 33 KiB stages.  A
 * tuning variant (README.md here).
 */
#define SGEMM6_KERNEL sgemm6_apad_pair
#define SGEMM6_LAUNCH sgemm6_apad_pair_launch
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
#include "../sgemm6_pipeline.cu"
