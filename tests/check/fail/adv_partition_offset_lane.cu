/*
 * adv_partition_offset_lane.cu - the warp's slice computed from the thread
 * id (t * 32) instead of the warp id: lanes of one warp disagree on where
 * their warp's slice starts.
 */
#include "prism.h"

PRISM_DEVICE(void, slices, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, buf, THREAD(32), t * 32) { /* error P062 */
        (void)w;
    }
}
/*
 * check-name: adversarial: a per-warp partition whose offset uses the lane
 * check-exit-value: 1
 *
 * check-error-start
adv_partition_offset_lane.cu:12:41: error: partition offset reads 't' at thread[1], narrower than the target thread[32]: each thread[32] unit needs one offset [P062]
adv_partition_offset_lane.cu:11:35: note: 't' is declared thread[1] here
adv_partition_offset_lane.cu:12:41: note: at stake: units with the same offset would write the same elements
adv_partition_offset_lane.cu:12:41: note: fix: compute the offset from values at least as broad as the target unit, taken in the code around the partition: PRISM_ID(BLOCK(1)) * n for block[1] pieces, PRISM_ID(THREAD(32)) * n for warps, PRISM_ID(THREAD(1)) * n for threads
adv_partition_offset_lane.cu:12:41: note: see: prism-check --explain P062
 * check-error-end
 */
