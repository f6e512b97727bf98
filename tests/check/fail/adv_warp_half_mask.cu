/*
 * adv_warp_half_mask.cu - code ported from a 16-wide reduction keeps mask
 * 0x0000ffff while all 32 lanes execute the shuffle: lanes 16-31 are not
 * in the mask but call it (undefined behaviour on Volta and later).
 */
#include "prism.h"

PRISM_DEVICE(float, half_mask, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 8; off > 0; off /= 2)
        s += __shfl_down_sync(0x0000ffffu, s, off); /* error P083 */
    return s;
}
/*
 * check-name: adversarial: a half mask run by the whole warp
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_half_mask.cu:13:31: error: mask 0x0000ffff of '__shfl_down_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_warp_half_mask.cu:13:31: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_warp_half_mask.cu:13:31: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_warp_half_mask.cu:13:31: note: see: prism-check --explain P083
 * check-error-end
 */
