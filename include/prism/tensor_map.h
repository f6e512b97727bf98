/*
 * prism/tensor_map.h - the host side of the Hopper API: element types,
 * swizzles, 2-D tensor maps (docs/HOPPER.md).  Plain C17 for drivers and
 * generated launch headers; kernels get it through prism/hopper.h.
 */
#ifndef PRISM_TENSOR_MAP_H
#define PRISM_TENSOR_MAP_H

#include <stdint.h>

#include "prism/host.h"

/* Macros over enum constants: prism-check takes every PRISM_ name in kernel code for a DSL macro. */
typedef enum prism_dtype { prism__bf16 = 1, prism__f16 = 2, prism__f32 = 3 } prism_dtype_t;
#define PRISM_BF16 prism__bf16
#define PRISM_F16 prism__f16
#define PRISM_F32 prism__f32

/* The values are the PTX matrix descriptor's layout field (bits 62-63), so a descriptor is built without a table. */
typedef enum prism_swizzle {
    prism__swizzle_none = 0,
    prism__swizzle_128b = 1,
    prism__swizzle_64b = 2,
    prism__swizzle_32b = 3
} prism_swizzle_t;
#define PRISM_SWIZZLE_NONE prism__swizzle_none
#define PRISM_SWIZZLE_128B prism__swizzle_128b
#define PRISM_SWIZZLE_64B prism__swizzle_64b
#define PRISM_SWIZZLE_32B prism__swizzle_32b

/*
 * A 2-D tiled tensor map: on CUDA the driver's CUtensorMap (opaque, 128
 * bytes; the hardware needs 64-byte alignment, CUDA 13's C header declares
 * 128), on the emulator our own fields in the same bytes.  The attribute
 * spelling is the one both gcc and nvcc accept.
 */
typedef struct prism_tensor_map {
    unsigned char opaque[128];
} __attribute__((aligned(128))) prism_tensor_map_t;

/*
 * A kernel parameter: PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)).  The
 * __global__ entry declares it `const __grid_constant__` on CUDA (TMA
 * needs its param-space address; prism/signature.h's probe adds the
 * qualifier there); the body and the launch records see a const copy.
 */
typedef const prism_tensor_map_t prism_tensor_map_param_t;
#define PRISM_TENSOR_MAP prism_tensor_map_param_t
#define PRISM__PROBE_prism_tensor_map_param_t ~, PRISM__GRID_CONSTANT, PRISM__PARAM_REF

/* An mbarrier: 8 bytes of shared memory, 8-byte aligned. */
typedef uint64_t prism_mbarrier_t;

/*
 * Describe the row-major rows x cols tensor at device address base (rows
 * row_stride_bytes apart) for loads of box_rows x box_cols boxes.
 * Returns 0, or PRISM_ERR_LAUNCH after printing one "prism-tma: ..." line
 * per violated constraint (docs/HOPPER.md lists them).
 */
PRISM_HOST_API int prism_tensor_map_2d(prism_tensor_map_t *map, const void *base, prism_dtype_t dtype,
                                       unsigned long long rows, unsigned long long cols,
                                       unsigned long long row_stride_bytes, unsigned box_rows, unsigned box_cols,
                                       prism_swizzle_t swizzle);
/* The checks alone, shared by both backends: how many constraints fail (each printed). */
PRISM_HOST_API int prism_tensor_map_validate(const void *base, prism_dtype_t dtype, unsigned long long rows,
                                             unsigned long long cols, unsigned long long row_stride_bytes,
                                             unsigned box_rows, unsigned box_cols, prism_swizzle_t swizzle);
/* Bytes of one element, 0 for an unknown type. */
PRISM_HOST_API unsigned prism_dtype_bytes(prism_dtype_t dtype);
/* The swizzle's span in bytes (16 for none: one 16-byte chunk is never permuted). */
PRISM_HOST_API unsigned prism_swizzle_bytes(prism_swizzle_t swizzle);

#endif /* PRISM_TENSOR_MAP_H */
