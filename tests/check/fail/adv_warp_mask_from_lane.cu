/*
 * adv_warp_mask_from_lane.cu - each lane builds its own mask
 * (1u << lane) | (1u << partner): the masks differ between lanes that must
 * rendezvous, which CUDA forbids.
 */
#include "prism.h"

PRISM_DEVICE(float, pairwise, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const unsigned lane = PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const unsigned m = (1u << lane) | (1u << (lane ^ 1u));
    PRISM_AT(THREAD(1)) const float r = __shfl_xor_sync(m, v, 1); /* error P084 */
    return r;
}
/*
 * check-name: adversarial: a shuffle mask computed per lane
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_mask_from_lane.cu:13:57: error: mask of '__shfl_xor_sync' is neither a constant nor PRISM_LANEMASK(): the checker cannot show that it names exactly the lanes of the thread[32] unit that runs it [P084]
adv_warp_mask_from_lane.cu:13:57: note: at stake: a mask computed at run time cannot be proved to name the running lanes
adv_warp_mask_from_lane.cu:13:57: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
adv_warp_mask_from_lane.cu:13:57: note: see: prism-check --explain P084
 * check-error-end
 */
