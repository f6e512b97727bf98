/*
 * adv_hop_wgmma_continue_skips_commit.cu - "two k16 steps per commit group": on even k the loop
 * continues straight after the wgmma, so only odd steps commit.  For an odd
 * step count the last wgmma is never committed: the wait(0) after the loop
 * retires no group that holds it and the kernel ends with an uncommitted
 * wgmma (here the epilogue is elsewhere: a read of acc after the wait
 * draws P125 at the read instead, one diagnostic per wgmma).  SPEC 8.2:
 * every wgmma is followed by a commit on every path to the end (P126);
 * a continue takes its state to the loop's head.
 */
#include "prism.h"

PRISM_KERNEL(pairs, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, steps, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < steps; k++) {
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1); /* error P126 */
                if (k % 2 == 0)
                    continue;
                prism_wgmma_commit();
            }
            prism_wgmma_wait(0);
            (void)o;
        }
    }
}
/*
 * check-name: adversarial: hopper: a continue that skips the commit (P126)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_continue_skips_commit.cu:23:17: error: wgmma on 'acc' is not followed by prism_wgmma_commit() before 'pairs' ends: no wait can cover it [P126]
adv_hop_wgmma_continue_skips_commit.cu:23:17: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
adv_hop_wgmma_continue_skips_commit.cu:23:17: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
adv_hop_wgmma_continue_skips_commit.cu:23:17: note: see: prism-check --explain P126
 * check-error-end
 */
