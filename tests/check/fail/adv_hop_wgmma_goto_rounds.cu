/*
 * adv_hop_wgmma_goto_rounds.cu - wgmma rounds written as a backward goto
 * loop: the accumulator is read at the top of each round while the
 * previous round's wgmma is still in flight (SPEC 8.2, P125).
 *
 * The round commits its wgmma and jumps back without a wait; the next
 * round's `sum += acc[0]` reads registers the tensor cores still own.
 * SPEC 8.2 (P125): "After a wgmma, acc is not used until
 * prism_wgmma_commit() has closed its group and prism_wgmma_wait(n) has
 * retired it".  Written as a `for` loop (a loop's state at its head is the
 * join of the state before it and after an iteration) this is rejected.
 * The SPEC's control-flow paragraph says "goto is read as falling
 * through", which is not conservative for a backward goto: the round's
 * state never reaches the label.  Elsewhere the SPEC treats the loop a
 * backward goto makes as a loop (6.2 P053, 6.6 P066); P125 must too.
 */
#include "prism.h"

PRISM_KERNEL(wgmma_goto_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) float sum = 0.0f;
            int k = 0;
top:
            sum += acc[0];                       /* error P125 */
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            prism_wgmma_commit();
            if (++k < n)
                goto top;                        /* no wait: the group is in flight at the label */
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0] + sum; }
        }
    }
}
/*
 * check-name: adversarial buggy: wgmma rounds in a backward goto loop read the accumulator in flight (P125)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_goto_rounds.cu:29:20: error: 'acc' is used while a wgmma that writes it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since [P125]
adv_hop_wgmma_goto_rounds.cu:31:13: note: the wgmma
adv_hop_wgmma_goto_rounds.cu:29:20: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
adv_hop_wgmma_goto_rounds.cu:29:20: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
adv_hop_wgmma_goto_rounds.cu:29:20: note: see: prism-check --explain P125
 * check-error-end
 */
