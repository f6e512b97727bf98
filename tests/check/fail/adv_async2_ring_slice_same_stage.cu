/*
 * adv_async2_ring_slice_same_stage.cu - a two-stage ring in one
 * allocation; round k refills the slice ring + (k % 2) * 128 and computes
 * on ring + (k % 2) * 128 as well (the compute should use (k + 1) % 2).
 * On the GPU the reads race with the copies landing in that slice.  SPEC
 * 6.3/6.5: the slice is narrowed by the async scope, and the ring it was
 * derived from may point into it (P061).
 */
#include "prism.h"

PRISM_DEVICE(float, ring_slices, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, ring, 256);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    for (int k = 0; k < nk; k++) {
        float *st = ring + (k % 2) * 128;
        PRISM_ASYNC(a, st) {
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async16(a + i, src + k * 128 + i);
                acc += ring[(k % 2) * 128 + (i + 4) % 128]; /* error P061 */
            }
        }
    }
    return acc;
}
/*
 * check-name: adversarial: a one-allocation ring computing on the slice its scope refills
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_ring_slice_same_stage.cu:22:24: error: 'ring' may point into the memory of 'st', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 'a' [P061]
adv_async2_ring_slice_same_stage.cu:18:16: note: 'st' is derived from 'ring' here
adv_async2_ring_slice_same_stage.cu:19:9: note: 'st' is narrowed to 'a' here
adv_async2_ring_slice_same_stage.cu:22:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_ring_slice_same_stage.cu:22:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_ring_slice_same_stage.cu:22:24: note: see: prism-check --explain P061
 * check-error-end
 */
