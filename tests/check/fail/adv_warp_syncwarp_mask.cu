/*
 * adv_warp_syncwarp_mask.cu - __syncwarp(0xfffffffe): the author meant
 * "everyone but the leader", but lane 0 executes the call too, and a lane
 * must be named in the mask it passes.
 */
#include "prism.h"

PRISM_DEVICE(void, skip_leader, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(32)) {
        __syncwarp(0xfffffffeu); /* error P083 */
    }
}
/*
 * check-name: adversarial: __syncwarp with a mask that leaves out lanes that call it
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_syncwarp_mask.cu:11:20: error: mask 0xfffffffe of '__syncwarp' names 31 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_warp_syncwarp_mask.cu:11:20: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_warp_syncwarp_mask.cu:11:20: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_warp_syncwarp_mask.cu:11:20: note: see: prism-check --explain P083
 * check-error-end
 */
