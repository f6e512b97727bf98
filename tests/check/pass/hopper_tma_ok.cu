/*
 * hopper_tma_ok.cu - legal TMA boxes and stages: 64 x 64 bf16 boxes under
 * the 128-byte swizzle (128 bytes inner), 128 x 32 under 64-byte; the
 * swizzled stages first in the arena, each stage a multiple of 1024 bytes,
 * indexed by a run-time stage number times a constant; the barriers after
 * them; a map whose shape is not constant is left to run time.
 */
#include "prism.h"

#ifndef PRISM_HOPPER_H /* until prism/hopper.h is in prism.h: the names the calls use */
typedef enum { PRISM_BF16 = 1, PRISM_F16 = 2, PRISM_F32 = 3 } prism_dtype_t;
typedef enum { PRISM_SWIZZLE_NONE = 0, PRISM_SWIZZLE_128B = 1, PRISM_SWIZZLE_64B = 2, PRISM_SWIZZLE_32B = 3 } prism_swizzle_t;
typedef struct { unsigned char opaque[128]; } prism_tensor_map_t;
typedef unsigned long long prism_mbarrier_t;
#endif

enum { BM = 64, BK = 64, STAGES = 2, STAGE_ELEMS = BM * BK };

int make_maps(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols, unsigned box)
{
    int rc = prism_tensor_map_2d(&m[0], a, PRISM_BF16, rows, cols, cols * 2, BM, BK, PRISM_SWIZZLE_128B);
    rc |= prism_tensor_map_2d(&m[1], a, PRISM_BF16, rows, cols, cols * 2, 128, 32, PRISM_SWIZZLE_64B);
    rc |= prism_tensor_map_2d(&m[2], a, PRISM_BF16, rows, cols, cols * 2, box, 64, PRISM_SWIZZLE_128B);
    return rc;
}

PRISM_KERNEL(loads, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(32768 + 8192 + 64),
             PRISM_PARAM(prism_tensor_map_t, mapA, GRID(1)), PRISM_PARAM(int, k, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned short, sA, STAGES * STAGE_ELEMS); /* offset 0 */
        PRISM_SHARED(unsigned short, sB, 2 * 128 * 32);         /* offset 16384 */
        PRISM_SHARED(prism_mbarrier_t, bar, STAGES);
        PRISM_AT(BLOCK(1)) const int s = k % STAGES;
        PRISM_ONE {
            prism_tma_load_2d(sA + s * STAGE_ELEMS, &mapA, BM, BK, 0, 0, &bar[s]);
            prism_tma_load_2d(&sB[s * 128 * 32], &mapA, 128, 32, 0, 0, &bar[s]);
        }
        PRISM_GROUP(WARPGROUP(1)) {
            unsigned long long d = prism_wgmma_desc(sA + s * STAGE_ELEMS, PRISM_SWIZZLE_128B);
            (void)d;
        }
    }
}
/*
 * check-name: legal TMA boxes and 1024-aligned swizzled stages
 *
 * check-error-start
 * check-error-end
 */
