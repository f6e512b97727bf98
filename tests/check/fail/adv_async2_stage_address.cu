/*
 * adv_async2_stage_address.cu - the address of the stage's name is kept
 * ("float *const *cur = &stage0", so that switching stages is one
 * assignment) and the compute dereferences it inside the scope that
 * refills stage0: a read of memory whose cp.async copies have not landed.
 * SPEC 6.3: any name that may point into x's memory is hidden (P061).
 */
#include "prism.h"

PRISM_DEVICE(float, by_address, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    float *const *cur = &stage0;
    PRISM_ASYNC(s0, stage0) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(s0 + i, src + i);
            acc += (*cur)[(i + 4) % 128] + stage1[i]; /* error P061 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: a stage read through the address of its name inside its async scope
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_stage_address.cu:21:22: error: 'cur' may point into the memory of 'stage0', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 's0' [P061]
adv_async2_stage_address.cu:17:19: note: 'cur' is derived from 'stage0' here
adv_async2_stage_address.cu:18:5: note: 'stage0' is narrowed to 's0' here
adv_async2_stage_address.cu:21:22: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_stage_address.cu:21:22: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_stage_address.cu:21:22: note: see: prism-check --explain P061
 * check-error-end
 */
