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
 * check-known-to-fail
 *
 * check-error-start
adv_warp_syncwarp_mask.cu:11:0: error: P083 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
