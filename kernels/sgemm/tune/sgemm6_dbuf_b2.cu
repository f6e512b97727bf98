/*
 * kernels/sgemm/tune/sgemm6_dbuf_b2.cu - variant 6 with its fragments double-buffered
 * in registers (SGEMM6_DBUF: no FFMA waits for its LDS) at 2 blocks an SM,
 * which the 24 more registers need.
 * A tuning variant (README.md here).
 */
#define SGEMM6_KERNEL sgemm6_dbuf_b2
#define SGEMM6_LAUNCH sgemm6_dbuf_b2_launch
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
#define SGEMM6_UNROLL_D 1
#define SGEMM6_DBUF 1
#include "../sgemm6_pipeline.cu"
