/*
 * adv_ok_hopper_stage_64b_at_512.cu - a 64-byte-swizzled stage that does not start at a multiple of
 * 1024: a 512-byte lookup table first, then 64 x 32 bf16 stages (4096
 * bytes each) at 512 and 4608.  The 64-byte swizzle repeats every 8 x 64
 * = 512 bytes, so 512-alignment is all the TMA and the descriptors need;
 * the barriers come last.  SPEC 8.2 P128: 1024 bytes for 128-byte, 512
 * for 64-byte.
 */
#include "prism.h"

int make_map(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, rows, cols, cols * 2, 64, 32, PRISM_SWIZZLE_64B);
}

PRISM_KERNEL(at_512, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(512 + 2 * 4096 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)), PRISM_PARAM(int, k, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, table, 128);                  /* bytes 0-511 */
        PRISM_SHARED(unsigned short, sA, 2 * 64 * 32);    /* byte 512 */
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(BLOCK(1)) const int s = k % 2;
        (void)table;
        PRISM_ONE {
            prism_tma_load_2d(sA + s * 64 * 32, &mapA, 64, 32, 0, 0, &bar[s]);
        }
        prism_mbarrier_wait(&bar[s], 0); /* the copies land before the scope ends (P139) */
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) uint64_t d0 = prism_wgmma_desc(sA + s * 64 * 32, PRISM_SWIZZLE_64B);
            PRISM_AT(THREAD(1)) uint64_t d1 = prism_wgmma_desc(sA + s * 64 * 32 + 16, PRISM_SWIZZLE_64B);
            (void)d0;
            (void)d1;
        }
    }
}
/*
 * check-name: adversarial: hopper: a 64B-swizzled stage at arena byte 512 (512-aligned is enough)
 *
 * check-error-start
 * check-error-end
 */
