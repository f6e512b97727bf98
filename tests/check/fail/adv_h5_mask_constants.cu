/*
 * adv_h5_mask_constants.cu - constant shuffle masks in warp code whose
 * value needs evaluating: 64-bit all-ones and 0x1ffffffff (SPEC 8.1: the
 * parameter is unsigned, only the low 32 bits count: legal), an
 * expression built from shifts and ?: that yields 0xffffffff (legal),
 * and (unsigned)-1 >> 1 and (unsigned char)0xff, which name 31 and 8
 * lanes of a warp that runs the call with all 32 (P083).
 */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = x;
    r += __shfl_sync(0x1ffffffffull, r, 0);
    r += __shfl_sync(0xffffffffffffffffull, r, 1);
    r += __shfl_sync((unsigned)-1 >> 1, r, 2); /* error P083 */
    r += __shfl_sync(1u << 31 | 0x7fffffffu, r, 3);
    r += __shfl_sync(sizeof(int) == 4 ? ~0u : 0u, r, 4);
    r += __shfl_sync((unsigned char)0xff, r, 5); /* error P083 */
    return r;
}
/*
 * check-name: adversarial h5: constant lane masks after evaluation (64-bit, shifts, casts)
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_mask_constants.cu:15:22: error: mask 0x7fffffff of '__shfl_sync' names 31 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_h5_mask_constants.cu:15:22: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_h5_mask_constants.cu:15:22: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_h5_mask_constants.cu:15:22: note: see: prism-check --explain P083
adv_h5_mask_constants.cu:18:22: error: mask 0x000000ff of '__shfl_sync' names 8 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_h5_mask_constants.cu:18:22: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_h5_mask_constants.cu:18:22: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
 * check-error-end
 */
