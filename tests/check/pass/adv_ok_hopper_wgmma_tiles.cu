/*
 * adv_ok_hopper_wgmma_tiles.cu - the fixed version of adv_hopper_acc_zero_no_fence and of the
 * uncommitted tail: accumulators zeroed between two tiles with a fence
 * after the zeroing; wgmmas in a row on one accumulator without fences
 * between them; a tail wgmma under a uniform condition committed on both
 * paths; wait(1) inside the loop keeps one group in flight and wait(0)
 * retires it before the read.  SPEC 8.2 P124-P126.
 */
#include "prism.h"

PRISM_KERNEL(two_tiles_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, tail, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1)) * 2) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2, db + 2, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(1);
            }
            if (tail) {
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 4, db + 4, 1);
                prism_wgmma_commit();
            } else {
                prism_wgmma_commit();
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                o[0] = acc[0];
                for (int i = 0; i < 32; i++)
                    acc[i] = 0.0f;
            }
            prism_wgmma_fence();
            for (int k = 0; k < n; k++)
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 64, db, 1);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[1] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: fence after re-zeroing, wgmmas in a row, a tail committed on both paths, wait(1) then wait(0)
 *
 * check-error-start
 * check-error-end
 */
