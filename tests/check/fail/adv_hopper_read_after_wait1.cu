/*
 * adv_hopper_read_after_wait1.cu - a K loop that keeps one wgmma group in flight with wait(1) - and
 * then reads the accumulator in the same iteration to apply a per-k scale,
 * as if wait(1) meant "my group is done".  wait(1) leaves the newest group,
 * the one just committed, running: the read races with the tensor cores.
 * SPEC 8.2 P125: wait(n) retires every committed group but the newest n.
 */
#include "prism.h"

PRISM_KERNEL(scaled, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) float total = 0.0f;
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0);
                prism_wgmma_commit();
                prism_wgmma_wait(1);
                PRISM_GROUP(THREAD(1)) { total += acc[0]; } /* error P125 */
                prism_wgmma_fence();
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = total; }
        }
    }
}
/*
 * check-name: adversarial: hopper: accumulators read after wait(1) in the iteration that committed them (P125)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_read_after_wait1.cu:23:51: error: 'acc' is used while a wgmma that writes it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since [P125]
adv_hopper_read_after_wait1.cu:20:17: note: the wgmma
adv_hopper_read_after_wait1.cu:23:51: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
adv_hopper_read_after_wait1.cu:23:51: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
adv_hopper_read_after_wait1.cu:23:51: note: see: prism-check --explain P125
 * check-error-end
 */
