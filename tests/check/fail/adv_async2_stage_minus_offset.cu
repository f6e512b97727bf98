/*
 * adv_async2_stage_minus_offset.cu - the two stages are consecutive
 * allocations (SPEC 6.2 lays them out back to back, 16-byte rounded), and
 * the compute reaches "the previous stage" from the current one as
 * stage1 - 128.  That is stage0, whose cp.async copies are in flight in
 * this scope: on the GPU the reads see half-landed data, and no barrier
 * makes the other threads' copies visible.  SPEC 6.3 hides names that may
 * point into x's memory (P061), but stage1 - 128 is an address, not a name
 * derived from stage0: SPEC 6.2 rejects constant arithmetic that leaves an
 * allocation (P055; undefined in C as well).  The marker was P061 when the
 * file was written.
 */
#include "prism.h"

PRISM_DEVICE(float, prev_stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_ASYNC(s0, stage0) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(s0 + i, src + i);
            acc += (stage1 - 128)[(i + 4) % 128]; /* error P055 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: the stage in flight reached as the next allocation minus its size
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_stage_minus_offset.cu:25:28: error: address -128 elements from the start of shared allocation 'stage1' is outside it (0 to 128): it points into another allocation's memory (or none) [P055]
adv_async2_stage_minus_offset.cu:25:28: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
adv_async2_stage_minus_offset.cu:25:28: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
adv_async2_stage_minus_offset.cu:25:28: note: see: prism-check --explain P055
 * check-error-end
 */
