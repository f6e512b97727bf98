/*
 * adv_hopper_acc_passed_early.cu - the accumulator handed to a helper (a running row maximum for an
 * online softmax) between the commit and the wait, and the next tile's
 * wgmma issued right after another call without a fence.  Until
 * wait_group retires the group the registers belong to the tensor cores:
 * the helper reads partial sums; and the helper's register traffic is
 * not ordered before the next wgmma without wgmma.fence.  SPEC 8.2: a
 * call is a use of the arrays passed to it (P125 before the wait, P124
 * before the next wgmma).
 */
#include "prism.h"

PRISM_DEVICE(float, row_max, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(const float *, v, THREAD(1)))
{
    float m = v[0];
    for (int i = 1; i < 32; i++)
        m = v[i] > m ? v[i] : m;
    return m;
}

PRISM_KERNEL(softmax_ish, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1)) * 2) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0);
            prism_wgmma_commit();
            PRISM_GROUP(THREAD(1)) { o[0] = PRISM_CALL(row_max, acc); } /* error P125 */
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[1] = PRISM_CALL(row_max, acc); }
            prism_wgmma_m64n64k16_f32_bf16(acc, da + 2, db + 2, 1); /* error P124 */
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: accumulators passed to a helper before the wait, and before a wgmma without a fence (P125, P124)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_acc_passed_early.cu:31:65: error: 'acc' is used while a wgmma that writes it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since [P125]
adv_hopper_acc_passed_early.cu:29:13: note: the wgmma
adv_hopper_acc_passed_early.cu:31:65: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
adv_hopper_acc_passed_early.cu:31:65: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
adv_hopper_acc_passed_early.cu:31:65: note: see: prism-check --explain P125
adv_hopper_acc_passed_early.cu:34:13: error: wgmma on 'acc' after other code used it, with no prism_wgmma_fence() in between: the wgmma may read its registers before that code's writes land [P124]
adv_hopper_acc_passed_early.cu:33:65: note: the use
adv_hopper_acc_passed_early.cu:34:13: note: at stake: the wgmma may read accumulator registers before the earlier writes land: a silently wrong product
adv_hopper_acc_passed_early.cu:34:13: note: fix: call prism_wgmma_fence() after the last other use of the accumulators and before the wgmma (at the top of each round)
adv_hopper_acc_passed_early.cu:34:13: note: see: prism-check --explain P124
 * check-error-end
 */
