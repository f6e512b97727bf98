/*
 * tensor_map.c - the tensor-map constraints both backends check before
 * encoding (docs/HOPPER.md; CUDA's cuTensorMapEncodeTiled documents the
 * same limits and answers CUDA_ERROR_INVALID_VALUE without saying which).
 * One line per violated constraint, so a user fixes them all at once.
 */
#include <stdint.h>
#include <stdio.h>

#include "prism/tensor_map.h"

unsigned prism_dtype_bytes(prism_dtype_t dtype)
{
    return dtype == PRISM_BF16 || dtype == PRISM_F16 ? 2u : dtype == PRISM_F32 ? 4u : 0u;
}

unsigned prism_swizzle_bytes(prism_swizzle_t swizzle)
{
    return swizzle == PRISM_SWIZZLE_128B ? 128u : swizzle == PRISM_SWIZZLE_64B ? 64u : swizzle == PRISM_SWIZZLE_32B ? 32u : 16u;
}

int prism_tensor_map_validate(const void *base, prism_dtype_t dtype, unsigned long long rows, unsigned long long cols,
                              unsigned long long row_stride_bytes, unsigned box_rows, unsigned box_cols,
                              prism_swizzle_t swizzle)
{
    int bad = 0;
    unsigned esize = prism_dtype_bytes(dtype);
    if (esize == 0) {
        fprintf(stderr, "prism-tma: element type %d is none of PRISM_BF16, PRISM_F16, PRISM_F32\n", (int)dtype);
        return 1; /* every byte count below depends on it */
    }
    if (swizzle != PRISM_SWIZZLE_NONE && swizzle != PRISM_SWIZZLE_32B && swizzle != PRISM_SWIZZLE_64B &&
        swizzle != PRISM_SWIZZLE_128B) {
        fprintf(stderr, "prism-tma: swizzle %d is none of PRISM_SWIZZLE_NONE, _32B, _64B, _128B\n", (int)swizzle);
        return 1;
    }
    if (!base || (uintptr_t)base % 16 != 0) {
        fprintf(stderr, "prism-tma: base address %p is not 16-byte aligned\n", base);
        bad++;
    }
    if (rows == 0 || cols == 0 || rows > (1ull << 32) || cols > (1ull << 32)) {
        fprintf(stderr, "prism-tma: tensor extent %llu x %llu is not within 1..2^32 in each dimension\n", rows, cols);
        bad++;
    }
    if (row_stride_bytes % 16 != 0 || row_stride_bytes >= (1ull << 40)) {
        fprintf(stderr, "prism-tma: row stride %llu bytes is not a multiple of 16 below 2^40\n", row_stride_bytes);
        bad++;
    }
    if (row_stride_bytes < cols * esize) {
        fprintf(stderr, "prism-tma: row stride %llu bytes is less than a row's %llu bytes\n", row_stride_bytes,
                cols * esize);
        bad++;
    }
    if (box_rows == 0 || box_rows > 256) {
        fprintf(stderr, "prism-tma: box_rows = %u is not within 1..256\n", box_rows);
        bad++;
    }
    if (box_cols == 0 || box_cols > 256) {
        fprintf(stderr, "prism-tma: box_cols = %u is not within 1..256\n", box_cols);
        bad++;
    }
    unsigned inner = box_cols * esize;
    if (inner % 16 != 0) {
        fprintf(stderr, "prism-tma: box_cols * %u = %u bytes is not a multiple of 16\n", esize, inner);
        bad++;
    }
    if (swizzle != PRISM_SWIZZLE_NONE && inner > prism_swizzle_bytes(swizzle)) {
        fprintf(stderr, "prism-tma: box_cols * %u = %u bytes exceeds the %u-byte swizzle span\n", esize, inner,
                prism_swizzle_bytes(swizzle));
        bad++;
    }
    return bad;
}
