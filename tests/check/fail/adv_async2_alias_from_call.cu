/*
 * adv_async2_alias_from_call.cu - a helper picks "the stage to compute
 * on" and returns it; the pick is made once before the scope that refills
 * stage0, and for nk == 1 it returns stage0 itself.  Inside the scope the
 * compute reads the stage whose copies are in flight.  SPEC 6.1/6.3: a
 * call's result may point into what its arguments point at, so it is a
 * name that may point into stage0's memory, hidden in the scope (P061).
 */
#include "prism.h"

PRISM_DEVICE(const float *, pick, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a, BLOCK(1)), PRISM_PARAM(const float *, b, BLOCK(1)),
             PRISM_PARAM(int, nk, GRID(1)))
{
    return nk > 1 ? b : a;
}

PRISM_DEVICE(float, picked, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    const float *cur = PRISM_CALL(pick, stage0, stage1, nk);
    PRISM_ASYNC(s0, stage0) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(s0 + i, src + i);
            acc += cur[(i + 4) % 128]; /* error P061 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: the stage to compute on returned by a helper, read while stage0 refills
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_alias_from_call.cu:29:20: error: 'cur' may point into the memory of 'stage0', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 's0' [P061]
adv_async2_alias_from_call.cu:25:18: note: 'cur' is derived from 'stage0' here
adv_async2_alias_from_call.cu:26:5: note: 'stage0' is narrowed to 's0' here
adv_async2_alias_from_call.cu:29:20: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_alias_from_call.cu:29:20: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_alias_from_call.cu:29:20: note: see: prism-check --explain P061
 * check-error-end
 */
