/*
 * adv_async2_view_before_scope.cu - a two-stage pipeline keeps a read-only
 * view of each stage, taken once before the loop ("const float *A_cur =
 * stage0"), and computes through the view while the same stage is being
 * refilled: the view was meant for the other stage.  On the GPU the reads
 * race with the cp.async copies landing in stage0 (some old, some new
 * values, and no barrier makes the other threads' copies visible).  SPEC
 * 6.3/6.5: a name derived from x before the scope may point into its
 * memory and is hidden inside the scope (P061).
 */
#include "prism.h"

PRISM_DEVICE(float, two_stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    const float *A_cur = stage0;
    for (int k = 0; k < nk; k++) {
        PRISM_ASYNC(s0, stage0) {
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async16(s0 + i, src + k * 128 + i);
                acc += A_cur[(i + 4) % 128]; /* error P061 */
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += stage1[i]; }
    }
    return acc;
}
/*
 * check-name: adversarial: a view of the stage taken before the loop, read while the stage refills
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_view_before_scope.cu:25:24: error: 'A_cur' may point into the memory of 'stage0', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 's0' [P061]
adv_async2_view_before_scope.cu:20:18: note: 'A_cur' is derived from 'stage0' here
adv_async2_view_before_scope.cu:22:9: note: 'stage0' is narrowed to 's0' here
adv_async2_view_before_scope.cu:25:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_view_before_scope.cu:25:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async2_view_before_scope.cu:25:24: note: see: prism-check --explain P061
 * check-error-end
 */
