/*
 * kernels/sgemm/tune/sgemm6_apad_bk16.cu - sgemm6_apad.cu with 16-deep
 * k-steps: two 16.5 KiB stages, twice the barriers.  A tuning variant
 * (README.md here), not yet measured.
 */
#define SGEMM6_KERNEL sgemm6_apad_bk16
#define SGEMM6_LAUNCH sgemm6_apad_bk16_launch
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
#define SGEMM6_APAD 8
#include "../sgemm6_pipeline.cu"
