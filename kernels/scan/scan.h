/*
 * kernels/scan/scan.h - single-pass prefix sums with decoupled look-back
 * (Merrill & Garland), host API.  Plain C17; the same for the GPU and the
 * emulator.
 *
 *   out[i] = in[0] + ... + in[i]        (inclusive)
 *   out[i] = in[0] + ... + in[i-1]      (exclusive, out[0] = 0)
 *
 * for any n >= 0 (64-bit: n may pass 2^31; the grid holds up to 2^31 - 1
 * tiles of SCAN_TILE_ITEMS).  out may equal in.  Full tiles move in 16-byte
 * vectors when in and out are both 16-byte aligned, item by item otherwise.
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

#define SCAN_TILE_ITEMS 3072 /* items per block (SCAN_TILE) */

size_t scan_tmp_bytes(int64_t n);
/* Tiles of a scan of n items (the grid), 0 for n <= 0. */
int64_t scan_tiles(int64_t n);
int scan_i32_launch(int32_t *out, const int32_t *in, int64_t n, int exclusive, void *tmp);
int scan_f32_launch(float *out, const float *in, int64_t n, int exclusive, void *tmp);
/*
 * scan_i32_launch with the look-back's delays given (ns): the sleep before
 * the first poll and between polls.  For tuning runs (bench/scan_bench.cu);
 * scan_i32_launch picks them from the grid's size.
 */
int scan_i32_launch_delays(int32_t *out, const int32_t *in, int64_t n, int exclusive, void *tmp, unsigned first_ns,
                           unsigned poll_ns);

#ifdef __cplusplus
}
#endif

#endif /* KERNELS_SCAN_H */
