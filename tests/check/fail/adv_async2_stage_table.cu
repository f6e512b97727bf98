/*
 * adv_async2_stage_table.cu - a 3-stage ring kept as a table of stage
 * pointers, stages[k % 3].  Round k refills stage (k + 2) % 3 and computes
 * on stages[k % 3]; the refill is written on stage0 only (the loop was
 * "unrolled by hand" for one round), so in rounds where k % 3 == 0 the
 * compute reads the very stage whose copies are in flight.  GPU: reads of
 * half-landed data.  SPEC 6.1: an array of pointers keeps the perspective
 * of what is put in it; one that may point into the async scope's memory
 * is hidden there (P061).
 */
#include "prism.h"

PRISM_DEVICE(float, ring3, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1536),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, st0, 128);
    PRISM_SHARED(float, st1, 128);
    PRISM_SHARED(float, st2, 128);
    const float *stages[3] = {st0, st1, st2};
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    for (int k = 0; k < nk; k += 3) {
        PRISM_ASYNC(a0, st0) {
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async16(a0 + i, src + (k + 2) * 128 + i);
                acc += stages[k % 3][(i + 4) % 128]; /* error P061 */
            }
        }
    }
    return acc;
}
/*
 * check-name: adversarial: a ring's table of stage pointers read while stage 0 refills
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_stage_table.cu:26:24: error: 'stages' may point into the memory of 'st0', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 'a0' [P061]
adv_async2_stage_table.cu:19:18: note: 'stages' is derived from 'st0' here
adv_async2_stage_table.cu:23:9: note: 'st0' is narrowed to 'a0' here
adv_async2_stage_table.cu:26:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_stage_table.cu:26:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_stage_table.cu:26:24: note: see: prism-check --explain P061
 * check-error-end
 */
