/*
 * adv_hopper_stage_128b_at_512.cu - adv_ok_hopper_stage_64b_at_512 with the 128-byte swizzle: the same
 * 512-byte table first, then 64 x 64 bf16 stages at 512 and 8704.  The
 * 128-byte swizzle repeats every 1024 bytes: the TMA and the descriptor
 * disagree on the permutation and the products are wrong.  SPEC 8.2 P128:
 * 1024 bytes for 128-byte swizzle.
 */
#include "prism.h"

int make_map(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, rows, cols, cols * 2, 64, 64, PRISM_SWIZZLE_128B);
}

PRISM_KERNEL(at_512_128b, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(512 + 2 * 8192 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)), PRISM_PARAM(int, k, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, table, 128);                  /* bytes 0-511 */
        PRISM_SHARED(unsigned short, sA, 2 * 64 * 64);    /* byte 512 */
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(BLOCK(1)) const int s = k % 2;
        (void)table;
        PRISM_ONE {
            prism_tma_load_2d(sA + s * 64 * 64, &mapA, 64, 64, 0, 0, &bar[s]); /* error P128 */
        }
        prism_mbarrier_wait(&bar[s], 0); /* the copies land before the scope ends (P139) */
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) uint64_t d0 = prism_wgmma_desc(sA + s * 64 * 64, PRISM_SWIZZLE_128B); /* error P128 */
            (void)d0;
        }
    }
}
/*
 * check-name: adversarial: hopper: a 128B-swizzled stage at arena byte 512 (P128)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_stage_128b_at_512.cu:25:31: error: a TMA load with 128-byte swizzle needs a 1024-byte aligned stage; 'sA' is only known to be 512-byte aligned [P128]
adv_hopper_stage_128b_at_512.cu:25:31: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_stage_128b_at_512.cu:25:31: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
adv_hopper_stage_128b_at_512.cu:25:31: note: see: prism-check --explain P128
adv_hopper_stage_128b_at_512.cu:29:64: error: a wgmma descriptor with 128-byte swizzle starts 512 bytes into its 1024-byte repeat, past the first 128-byte row: the base offset would be wrong [P128]
adv_hopper_stage_128b_at_512.cu:29:64: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_stage_128b_at_512.cu:29:64: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
 * check-error-end
 */
