/*
 * adv_async2_stage_as_integer.cu - the stage's address kept as an integer
 * (uintptr_t, to add a byte offset for a vector view) before the scope;
 * inside the scope that refills the stage the compute casts it back and
 * reads: the cp.async copies into those bytes may still be in flight.
 * SPEC 6.1: an integer holding an address keeps its perspective; SPEC 6.3:
 * one that may point into the scope's memory is hidden (P061).
 */
#include "prism.h"
#include <stdint.h>

PRISM_DEVICE(float, int_view, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, stage, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    const uintptr_t base = (uintptr_t)stage;
    PRISM_ASYNC(s, stage) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(s + i, src + i);
            acc += *(const float *)(base + 4u * (unsigned)((i + 4) % 128)); /* error P061 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: a stage read through an integer address inside its async scope
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_stage_as_integer.cu:22:37: error: 'base' may point into the memory of 'stage', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 's' [P061]
adv_async2_stage_as_integer.cu:18:21: note: 'base' is derived from 'stage' here
adv_async2_stage_as_integer.cu:19:5: note: 'stage' is narrowed to 's' here
adv_async2_stage_as_integer.cu:22:37: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_stage_as_integer.cu:22:37: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_stage_as_integer.cu:22:37: note: see: prism-check --explain P061
 * check-error-end
 */
