/*
 * adv_hopper_uncommitted_switch.cu - a switch over the operand layout: each case issues its wgmma, but
 * only one case commits before its break ("the commit is after the
 * switch" - it was, before a refactor moved it into case 1).  On mode 0
 * the wgmma is never committed, and the wait after the switch retires
 * nothing for it.  SPEC 8.2 P126; a switch's break takes its state to the
 * switch's end.
 */
#include "prism.h"

PRISM_KERNEL(layouts, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(int, mode, GRID(1)))
{
    PRISM_GROUP(WARPGROUP(1)) {
        PRISM_AT(THREAD(1)) float acc[32];
        prism_wgmma_fence();
        switch (mode) {
        case 0:
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0); /* error P126 */
            break;
        default:
            prism_wgmma_m64n64k16_f32_bf16(acc, db, da, 0);
            prism_wgmma_commit();
            break;
        }
        prism_wgmma_wait(0);
    }
}
/*
 * check-name: adversarial: hopper: a wgmma committed in one switch case only (P126)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_uncommitted_switch.cu:19:13: error: wgmma on 'acc' is not followed by prism_wgmma_commit() before 'layouts' ends: no wait can cover it [P126]
adv_hopper_uncommitted_switch.cu:19:13: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
adv_hopper_uncommitted_switch.cu:19:13: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
adv_hopper_uncommitted_switch.cu:19:13: note: see: prism-check --explain P126
 * check-error-end
 */
