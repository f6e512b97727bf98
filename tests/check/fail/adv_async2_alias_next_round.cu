/*
 * adv_async2_alias_next_round.cu - "prev" starts as stage1 and is set to
 * stage0 at the end of each round, so from the second round on the compute
 * inside stage0's refill scope reads stage0 itself, with its copies in
 * flight.  SPEC 6.3: a copy of x made later in a loop counts as a name
 * that may point into its memory (P061).
 */
#include "prism.h"

PRISM_DEVICE(float, rounds, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    const float *prev = stage1;
    for (int k = 0; k < nk; k++) {
        PRISM_ASYNC(s0, stage0) {
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async16(s0 + i, src + k * 128 + i);
                acc += prev[(i + 4) % 128]; /* error P061 */
            }
        }
        prev = stage0;
    }
    return acc;
}
/*
 * check-name: adversarial: a pointer set to stage0 at the end of a round, read in stage0's next refill
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_alias_next_round.cu:22:24: error: 'prev' may point into the memory of 'stage0', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 's0' [P061]
adv_async2_alias_next_round.cu:25:14: note: 'prev' is derived from 'stage0' here
adv_async2_alias_next_round.cu:19:9: note: 'stage0' is narrowed to 's0' here
adv_async2_alias_next_round.cu:22:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_alias_next_round.cu:22:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_alias_next_round.cu:22:24: note: see: prism-check --explain P061
 * check-error-end
 */
