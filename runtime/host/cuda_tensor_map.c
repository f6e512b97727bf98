/*
 * cuda_tensor_map.c - prism_tensor_map_2d on CUDA: validate (tensor_map.c),
 * then cuTensorMapEncodeTiled, reached through the runtime's driver entry
 * point so that programs need no -lcuda.  Out-of-bounds elements of a box
 * are filled with zeros (CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE), as the
 * emulator does.
 */
#include <stdio.h>
#include <string.h>

#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime_api.h>

#include "prism/tensor_map.h"

_Static_assert(sizeof(CUtensorMap) == sizeof(prism_tensor_map_t), "prism_tensor_map_t holds a CUtensorMap");
_Static_assert(_Alignof(CUtensorMap) <= _Alignof(prism_tensor_map_t), "aligned as a CUtensorMap");

static PFN_cuTensorMapEncodeTiled_v12000 encode_fn(void)
{
    static PFN_cuTensorMapEncodeTiled_v12000 fn;
    if (fn)
        return fn;
    void *p = NULL;
    enum cudaDriverEntryPointQueryResult q = cudaDriverEntryPointSymbolNotFound;
    cudaError_t e = cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &p, 12000, cudaEnableDefault, &q);
    if (e != cudaSuccess || q != cudaDriverEntryPointSuccess || !p) {
        fprintf(stderr, "prism-tma: cuTensorMapEncodeTiled is not available from the driver (%s)\n",
                e != cudaSuccess ? cudaGetErrorString(e) : "symbol not found");
        return NULL;
    }
    fn = (PFN_cuTensorMapEncodeTiled_v12000)p;
    return fn;
}

int prism_tensor_map_2d(prism_tensor_map_t *map, const void *base, prism_dtype_t dtype, unsigned long long rows,
                        unsigned long long cols, unsigned long long row_stride_bytes, unsigned box_rows,
                        unsigned box_cols, prism_swizzle_t swizzle)
{
    if (!map) {
        fprintf(stderr, "prism-tma: map is a null pointer\n");
        return PRISM_ERR_LAUNCH;
    }
    memset(map, 0, sizeof *map);
    if (prism_tensor_map_validate(base, dtype, rows, cols, row_stride_bytes, box_rows, box_cols, swizzle))
        return PRISM_ERR_LAUNCH;
    PFN_cuTensorMapEncodeTiled_v12000 fn = encode_fn();
    if (!fn)
        return PRISM_ERR_LAUNCH;
    CUtensorMapDataType type = dtype == PRISM_BF16  ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
                               : dtype == PRISM_F16 ? CU_TENSOR_MAP_DATA_TYPE_FLOAT16
                                                    : CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
    CUtensorMapSwizzle sw = swizzle == PRISM_SWIZZLE_128B  ? CU_TENSOR_MAP_SWIZZLE_128B
                            : swizzle == PRISM_SWIZZLE_64B ? CU_TENSOR_MAP_SWIZZLE_64B
                            : swizzle == PRISM_SWIZZLE_32B ? CU_TENSOR_MAP_SWIZZLE_32B
                                                           : CU_TENSOR_MAP_SWIZZLE_NONE;
    /* Dimension 0 is the innermost (columns); the stride of dimension 0 is implied by the element size. */
    cuuint64_t dims[2] = {cols, rows}, strides[1] = {row_stride_bytes};
    cuuint32_t box[2] = {box_cols, box_rows}, estrides[2] = {1, 1};
    CUresult r = fn((CUtensorMap *)map, type, 2, (void *)base, dims, strides, box, estrides,
                    CU_TENSOR_MAP_INTERLEAVE_NONE, sw, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
                    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (r != CUDA_SUCCESS) {
        fprintf(stderr, "prism-tma: cuTensorMapEncodeTiled failed with CUresult %d\n", (int)r);
        return PRISM_ERR_LAUNCH;
    }
    return PRISM_OK;
}
