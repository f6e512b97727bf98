/*
 * adv_async2_warp_slice_view.cu - each warp fills its 128-float slice of
 * the block's tile by cp.async and then, still inside its partition,
 * reads a value of the next warp's slice through a view of the whole tile
 * taken before the partition (a halo element).  The next warp's copies
 * are in flight and no block barrier separates them from this read: on
 * the GPU the halo is stale.  SPEC 6.3: names that may point into the
 * partitioned memory are hidden inside the scope (P061); the halo is read
 * after the partition.
 */
#include "prism.h"

PRISM_DEVICE(float, halo, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), WARP(1), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 512);
    const float *whole = tile;
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(WARP(1));
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_PARTITION(slice, tile, WARP(1), w * 128) {
        PRISM_GROUP(WARP(1)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_ASYNC(s_a, slice) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(s_a + 4 * lane, src + w * 128 + 4 * lane); }
            }
            PRISM_GROUP(THREAD(1)) { r = slice[lane] + whole[(w * 128 + 128 + lane) % 512]; } /* error P061 */
        }
    }
    return r;
}
/*
 * check-name: adversarial: a warp reads the next warp's cp.async slice through a view inside the partition
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_warp_slice_view.cu:26:56: error: 'whole' may point into the memory of 'tile', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'slice' [P061]
adv_async2_warp_slice_view.cu:17:18: note: 'whole' is derived from 'tile' here
adv_async2_warp_slice_view.cu:20:5: note: 'tile' is narrowed to 'slice' here
adv_async2_warp_slice_view.cu:26:56: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_warp_slice_view.cu:26:56: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_warp_slice_view.cu:26:56: note: see: prism-check --explain P061
 * check-error-end
 */
