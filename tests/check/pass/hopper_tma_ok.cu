/*
 * hopper_tma_ok.cu - legal TMA boxes and stages: 64 x 64 bf16 boxes under
 * the 128-byte swizzle (128 bytes inner), 128 x 32 under 64-byte; the
 * swizzled stages first in the arena, each stage a multiple of 1024 bytes,
 * indexed by a run-time stage number times a constant; descriptors stepped
 * along K inside the first 128-byte row of the swizzle; the barriers after
 * them; a map whose shape is not constant is left to run time.
 */
#include "prism.h"

enum { BM = 64, BK = 64, STAGES = 2, STAGE_ELEMS = BM * BK };

int make_maps(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols, unsigned box)
{
    int rc = prism_tensor_map_2d(&m[0], a, PRISM_BF16, rows, cols, cols * 2, BM, BK, PRISM_SWIZZLE_128B);
    rc |= prism_tensor_map_2d(&m[1], a, PRISM_BF16, rows, cols, cols * 2, 128, 32, PRISM_SWIZZLE_64B);
    rc |= prism_tensor_map_2d(&m[2], a, PRISM_BF16, rows, cols, cols * 2, box, 64, PRISM_SWIZZLE_128B);
    return rc;
}

PRISM_KERNEL(loads, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(32768 + 8192 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)), PRISM_PARAM(int, k, GRID(1)))
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
        prism_mbarrier_wait(&bar[s], 0); /* the copies land before the scope ends (P139) */
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) uint64_t d = prism_wgmma_desc(sA + s * STAGE_ELEMS, PRISM_SWIZZLE_128B);
            /* k16 steps along a K-major 128-byte row: 32 bytes each, inside the repeat's first row */
            PRISM_AT(THREAD(1)) uint64_t d1 = prism_wgmma_desc(sA + s * STAGE_ELEMS + 16, PRISM_SWIZZLE_128B);
            PRISM_AT(THREAD(1)) uint64_t d3 = prism_wgmma_desc(&sA[s * STAGE_ELEMS + 48], PRISM_SWIZZLE_128B);
            /* the lower 64 rows of the stage: 64 x 128 bytes further, a multiple of 1024 */
            PRISM_AT(THREAD(1)) uint64_t dm = prism_wgmma_desc(sA + s * STAGE_ELEMS + 64 * BK, PRISM_SWIZZLE_128B);
            (void)d;
            (void)d1;
            (void)d3;
            (void)dm;
        }
    }
}
/*
 * check-name: legal TMA boxes and 1024-aligned swizzled stages
 *
 * check-error-start
 * check-error-end
 */
