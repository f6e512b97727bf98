/*
 * adv_hopper_tma_half_row.cu - the 64-column K slice loaded as two 32-column boxes, the second
 * into the same stage 32 elements (64 bytes) further along the row.  A TMA
 * destination must be 128-byte aligned, and under the 128-byte swizzle two
 * 64-byte boxes do not tile a 128-byte row (each is swizzled as a row of
 * its own).  SPEC 8.2 P128.
 */
#include "prism.h"

PRISM_KERNEL(half_rows, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(8192 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned short, sA, 64 * 64);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_tma_load_2d(sA, &map, 64, 32, 0, 0, bar);
            prism_tma_load_2d(sA + 32, &map, 64, 32, 0, 32, bar); /* error P128 */
        }
        prism_mbarrier_wait(bar, 0); /* the copies land before the scope ends (P139) */
    }
}
/*
 * check-name: adversarial: hopper: a TMA into the middle of a 128-byte row (P128)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_tma_half_row.cu:18:31: error: a TMA load needs a 128-byte aligned destination (more with a swizzle); 'sA' is only known to be 64-byte aligned [P128]
adv_hopper_tma_half_row.cu:18:31: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_tma_half_row.cu:18:31: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
adv_hopper_tma_half_row.cu:18:31: note: see: prism-check --explain P128
 * check-error-end
 */
