/*
 * adv_hop_wgmma_second_acc_unfenced.cu - two accumulators for the two 64-row halves of a 128-row
 * tile.  The fence is issued before the first half's wgmma; the second
 * accumulator is zeroed after it ("while the first wgmma runs") and its
 * wgmma follows without another fence.  The fence only orders register
 * accesses made before it: the zeros of acc_hi may not be in place when
 * the second wgmma reads it.  SPEC 8.2 P124: "a prism_wgmma_fence() comes
 * between any other use of acc ... and the next wgmma that writes it".
 */
#include "prism.h"

PRISM_KERNEL(halves, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc_lo[32] = {0.0f};
            PRISM_AT(THREAD(1)) float acc_hi[32];
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc_lo, da, db, 1);
            for (int i = 0; i < 32; i++)
                acc_hi[i] = 0.0f;
            prism_wgmma_m64n64k16_f32_bf16(acc_hi, da + 512u, db, 1); /* error P124 */
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                o[0] = acc_lo[0];
                o[1] = acc_hi[0];
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: the second accumulator zeroed after the fence (P124)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_second_acc_unfenced.cu:25:13: error: wgmma on 'acc_hi' after other code used it, with no prism_wgmma_fence() in between: the wgmma may read its registers before that code's writes land [P124]
adv_hop_wgmma_second_acc_unfenced.cu:24:17: note: the use
adv_hop_wgmma_second_acc_unfenced.cu:25:13: note: at stake: the wgmma may read accumulator registers before the earlier writes land: a silently wrong product
adv_hop_wgmma_second_acc_unfenced.cu:25:13: note: fix: call prism_wgmma_fence() after the last other use of the accumulators and before the wgmma (at the top of each round)
adv_hop_wgmma_second_acc_unfenced.cu:25:13: note: see: prism-check --explain P124
 * check-error-end
 */
