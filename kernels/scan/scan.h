/*
 * kernels/scan/scan.h - single-pass prefix sums with decoupled look-back
 * (Merrill & Garland), host API.  Plain C17; the same for the GPU and the
 * emulator.
 *
 *   out[i] = in[0] + ... + in[i]        (inclusive)
 *   out[i] = in[0] + ... + in[i-1]      (exclusive, out[0] = 0)
 *
 * for any n >= 0 (n <= INT_MAX - SCAN_TILE_ITEMS).  out may equal in.
 * tmp is device memory of scan_tmp_bytes(n) bytes (one status word per
 * tile), reused across calls; the launcher clears it.  Returns a
 * prism_status_t.  Float sums are associated per tile, so results differ
 * from a sequential sum by rounding only.
 */
#ifndef KERNELS_SCAN_H
#define KERNELS_SCAN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SCAN_TILE_ITEMS 1024 /* items per block (SCAN_TILE) */

size_t scan_tmp_bytes(int n);
int scan_i32_launch(int32_t *out, const int32_t *in, int n, int exclusive, void *tmp);
int scan_f32_launch(float *out, const float *in, int n, int exclusive, void *tmp);

#ifdef __cplusplus
}
#endif

#endif /* KERNELS_SCAN_H */
