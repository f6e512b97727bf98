/*
 * adv_hopper_acc_zero_no_fence.cu - two output tiles per block, one after the other: the accumulators
 * are zeroed between them and the next wgmma follows directly.  The zeroing
 * stores are ordinary register writes; without wgmma.fence the tensor core
 * may read the accumulator registers before they land (PTX ISA: a
 * wgmma.fence is required between register accesses and a wgmma that uses
 * those registers).  SPEC 8.2 P124.
 */
#include "prism.h"

PRISM_KERNEL(two_tiles, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1)) * 2) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++)
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                o[0] = acc[0];
                for (int i = 0; i < 32; i++)
                    acc[i] = 0.0f;
            }
            for (int k = 0; k < n; k++)
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 64, db, 1); /* error P124 */
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[1] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: accumulators zeroed between tiles, no fence before the next wgmma (P124)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_acc_zero_no_fence.cu:29:17: error: wgmma on 'acc' after other code used it, with no prism_wgmma_fence() in between: the wgmma may read its registers before that code's writes land [P124]
adv_hopper_acc_zero_no_fence.cu:24:24: note: the use
adv_hopper_acc_zero_no_fence.cu:29:17: note: at stake: the wgmma may read accumulator registers before the earlier writes land: a silently wrong product
adv_hopper_acc_zero_no_fence.cu:29:17: note: fix: call prism_wgmma_fence() after the last other use of the accumulators and before the wgmma (at the top of each round)
adv_hopper_acc_zero_no_fence.cu:29:17: note: see: prism-check --explain P124
 * check-error-end
 */
