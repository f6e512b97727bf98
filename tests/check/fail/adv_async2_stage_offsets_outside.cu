/*
 * adv_async2_stage_offsets_outside.cu - the other spellings of
 * adv_async2_stage_minus_offset: the next stage reached from the one in
 * flight as stage0 + 128 + k, the element just past stage0 (`stage0[128]`,
 * `*(stage0 + 128)`), and the previous one's last element as `&stage1[-1]`.
 * Each is the other allocation's memory (SPEC 6.2 lays them out back to
 * back), which no scope hides: SPEC 6.2 rejects constant arithmetic that
 * leaves an allocation (P055).
 */
#include "prism.h"

PRISM_DEVICE(float, next_stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_ASYNC(s1, stage1) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(s1 + i, src + i);
            acc += (stage0 + 132)[i % 4];             /* error P055 */
            acc += stage0[128];                       /* error P055 */
            acc += *(stage0 + 128);                   /* error P055 */
            acc += *(&stage0[64] + 64);               /* error P055 */
        }
    }
    PRISM_ASYNC(s0, stage0) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(s0 + i, src + i);
            const float *last = &stage1[-1];          /* error P055 */
            acc += last[0];
        }
    }
    return acc;
}
/*
 * check-name: adversarial: stages reached past their ends by constant offsets
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_stage_offsets_outside.cu:22:28: error: address 132 elements from the start of shared allocation 'stage0' is outside it (0 to 128): it points into another allocation's memory (or none) [P055]
adv_async2_stage_offsets_outside.cu:22:28: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
adv_async2_stage_offsets_outside.cu:22:28: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
adv_async2_stage_offsets_outside.cu:22:28: note: see: prism-check --explain P055
adv_async2_stage_offsets_outside.cu:23:26: error: element 128 of shared allocation 'stage0' is outside its 128 elements: it is another allocation's memory (or none) [P055]
adv_async2_stage_offsets_outside.cu:23:26: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
adv_async2_stage_offsets_outside.cu:23:26: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
adv_async2_stage_offsets_outside.cu:24:20: error: element 128 of shared allocation 'stage0' is outside its 128 elements: it is another allocation's memory (or none) [P055]
adv_async2_stage_offsets_outside.cu:24:20: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
adv_async2_stage_offsets_outside.cu:24:20: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
adv_async2_stage_offsets_outside.cu:25:20: error: element 128 of shared allocation 'stage0' is outside its 128 elements: it is another allocation's memory (or none) [P055]
adv_async2_stage_offsets_outside.cu:25:20: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
adv_async2_stage_offsets_outside.cu:25:20: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
adv_async2_stage_offsets_outside.cu:31:33: error: address -1 elements from the start of shared allocation 'stage1' is outside it (0 to 128): it points into another allocation's memory (or none) [P055]
adv_async2_stage_offsets_outside.cu:31:33: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
adv_async2_stage_offsets_outside.cu:31:33: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
 * check-error-end
 */
