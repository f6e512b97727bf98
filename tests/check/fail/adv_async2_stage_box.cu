/*
 * adv_async2_stage_box.cu - the pipeline's stages travel in a small struct
 * (a "stage descriptor" with the tile pointer and its row pitch), built
 * before the scope that refills the tile; the compute reads through the
 * descriptor inside that scope.  On the GPU it reads the tile while the
 * cp.async copies into it are still landing.  SPEC 6.1: a struct keeps the
 * perspective of the pointers put in it, and a holder that may point into
 * the scope's memory is hidden like the name itself (P061, SPEC 6.3).
 */
#include "prism.h"

typedef struct {
    const float *tile;
    int pitch;
} stage_desc;

PRISM_DEVICE(float, desc_pipeline, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 256);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 64 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    stage_desc d = {tile, 16};
    PRISM_ASYNC(t_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(t_a + i, src + i);
            acc += d.tile[(i / 16) * 16 + 1]; /* error P061 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: a stage read through a struct field while its copies are in flight
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_stage_box.cu:27:20: error: 'd' may point into the memory of 'tile', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 't_a' [P061]
adv_async2_stage_box.cu:23:16: note: 'd' is derived from 'tile' here
adv_async2_stage_box.cu:24:5: note: 'tile' is narrowed to 't_a' here
adv_async2_stage_box.cu:27:20: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_stage_box.cu:27:20: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_stage_box.cu:27:20: note: see: prism-check --explain P061
 * check-error-end
 */
