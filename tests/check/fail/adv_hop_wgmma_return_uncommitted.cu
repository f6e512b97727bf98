/*
 * adv_hop_wgmma_return_uncommitted.cu - a warpgroup helper that handles a one-step K with an early
 * return after the first wgmma ("nothing more to accumulate"), forgetting
 * that the commit and the wait are below.  The caller then reads the
 * accumulator of an uncommitted wgmma: no wait ever retires it.  SPEC 8.2
 * P126: every wgmma is followed by a commit on every path to the end of
 * the function or a return.
 */
#include "prism.h"

PRISM_DEVICE(void, mma_k, PRISM_REQUIRES(WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(uint64_t, da, GRID(1)),
             PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(int, ksteps, GRID(1)))
{
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P126 */
    if (ksteps == 1)
        return;
    for (int k = 1; k < ksteps; k++)
        prism_wgmma_m64n64k16_f32_bf16(acc, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1);
    prism_wgmma_commit();
    prism_wgmma_wait(0);
}
/*
 * check-name: adversarial: hopper: an early return between a wgmma and its commit (P126)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_return_uncommitted.cu:16:5: error: wgmma on 'acc' is not followed by prism_wgmma_commit() before 'mma_k' ends: no wait can cover it [P126]
adv_hop_wgmma_return_uncommitted.cu:16:5: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
adv_hop_wgmma_return_uncommitted.cu:16:5: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
adv_hop_wgmma_return_uncommitted.cu:16:5: note: see: prism-check --explain P126
 * check-error-end
 */
