/*
 * kernels/sgemm/tune/sgemm6_apad.cu - sgemm variant 6 (32-deep k-steps)
 * with the transposed A tile padded by 8 floats a k-row and copied 8 rows
 * by 4 k a warp, so that the copies that transpose A are free of bank
 * conflicts (SGEMM6_APAD in ../sgemm6_pipeline.cu; unpadded they are
 * 8-way).  Two 33 KiB stages.  A tuning variant (README.md here), not yet
 * measured.
 */
#define SGEMM6_KERNEL sgemm6_apad
#define SGEMM6_LAUNCH sgemm6_apad_launch
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
#include "../sgemm6_pipeline.cu"
