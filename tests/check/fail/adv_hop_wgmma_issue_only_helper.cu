/*
 * adv_hop_wgmma_issue_only_helper.cu - CUTLASS-style layering: a helper issues one k16 step and
 * nothing else; the caller fences before the loop, and commits and waits
 * after it.  Correct on the GPU when inlined as intended, but a function
 * boundary is where the analysis (and the next maintainer) stops: the
 * helper's own wgmma has no fence before it and no commit after it.
 * SPEC 8.2: "a function that issues wgmma fences, commits and waits itself
 * (a helper that only issues the wgmma is P124/P126 in itself)".
 */
#include "prism.h"

PRISM_DEVICE(void, k16_step, PRISM_REQUIRES(WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(uint64_t, da, WARPGROUP(1)),
             PRISM_PARAM(uint64_t, db, WARPGROUP(1)))
{
    prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P124 */ /* error P126 */
}

PRISM_KERNEL(layered, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++)
                PRISM_CALL(k16_step, acc, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: a helper that only issues the wgmma (P124, P126 in the helper)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_issue_only_helper.cu:16:5: error: the first wgmma on 'acc' in 'k16_step' has no prism_wgmma_fence() before it [P124]
adv_hop_wgmma_issue_only_helper.cu:16:5: note: at stake: the wgmma may read accumulator registers before the earlier writes land: a silently wrong product
adv_hop_wgmma_issue_only_helper.cu:16:5: note: fix: call prism_wgmma_fence() after the last other use of the accumulators and before the wgmma (at the top of each round)
adv_hop_wgmma_issue_only_helper.cu:16:5: note: see: prism-check --explain P124
adv_hop_wgmma_issue_only_helper.cu:16:5: error: wgmma on 'acc' is not followed by prism_wgmma_commit() before 'k16_step' ends: no wait can cover it [P126]
adv_hop_wgmma_issue_only_helper.cu:16:5: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
adv_hop_wgmma_issue_only_helper.cu:16:5: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
adv_hop_wgmma_issue_only_helper.cu:16:5: note: see: prism-check --explain P126
 * check-error-end
 */
