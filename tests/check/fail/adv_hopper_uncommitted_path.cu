/*
 * adv_hopper_uncommitted_path.cu - a K tail: the last, partial k16 step is issued under a uniform
 * condition and committed only inside another branch that tests a
 * different flag.  When tail is set and flush is not, the wgmma is never
 * committed: no wait can retire it and the kernel ends with the tensor
 * cores writing registers of exited threads.  SPEC 8.2 P126: every wgmma
 * is followed by a commit on every path to the end of the function.
 */
#include "prism.h"

PRISM_KERNEL(tail_step, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, tail, GRID(1)), PRISM_PARAM(int, flush, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            prism_wgmma_commit();
            if (tail)
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2, db + 2, 1); /* error P126 */
            if (flush) {
                prism_wgmma_commit();
                prism_wgmma_wait(0);
                PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a tail wgmma committed on only one path (P126)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_uncommitted_path.cu:22:17: error: wgmma on 'acc' is not followed by prism_wgmma_commit() before 'tail_step' ends: no wait can cover it [P126]
adv_hopper_uncommitted_path.cu:22:17: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
adv_hopper_uncommitted_path.cu:22:17: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
adv_hopper_uncommitted_path.cu:22:17: note: see: prism-check --explain P126
 * check-error-end
 */
