/*
 * kernels/hopper_tile/tile.h - the smallest complete Prism pipeline
 * (issue 14's acceptance kernel): one 128 x 128 tile C = A * B, bf16 in,
 * f32 out, fed by TMA through a 2-stage PRISM_PIPELINE and multiplied by
 * wgmma.
 *
 *   A  128 x K, row-major (K innermost);
 *   B  given as 128 x K, row-major: the K x 128 operand stored K-major,
 *      as wgmma reads both operands from shared memory;
 *   C  128 x 128, row-major, f32.
 * K is a positive multiple of 64 (one 64-wide round per stage fill).
 * bf16 values travel as raw 16-bit patterns so C callers need no CUDA
 * types.  The launcher returns a prism_status_t.
 */
#ifndef KERNELS_HOPPER_TILE_H
#define KERNELS_HOPPER_TILE_H

#include <stdint.h>

#define TILE_M 128
#define TILE_N 128
#define TILE_BK 64
#define TILE_STAGES 2
#define TILE_THREADS 256

#ifdef __cplusplus
extern "C" {
#endif

int hopper_tile_launch(int K, const uint16_t *A, const uint16_t *B, float *C);

#ifdef __cplusplus
}
#endif

#endif /* KERNELS_HOPPER_TILE_H */
