/*
 * adv_hop_ok_wgmma_warp_split_128.cu - the legal look-alike of fail/adv_hop_wgmma_two_warps.cu: the
 * block is split by warp, but the MMA arm is four warps, 128 threads
 * starting at thread 0 - an aligned warpgroup, which is what wgmma needs
 * (SPEC 4.2: arm perspective thread[4 x 32]; SPEC 8: thread[128]
 * derivable).  The other arm (warps 4-7) is another aligned warpgroup that
 * runs the protocol too, on its own accumulator.
 */
#include "prism.h"

PRISM_KERNEL(warp_split, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(4) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    prism_wgmma_fence();
                    prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                    prism_wgmma_commit();
                    prism_wgmma_wait(0);
                    PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
                }
                PRISM_CASE(4) {
                    PRISM_AT(THREAD(1)) float acc[64];
                    prism_wgmma_fence();
                    prism_wgmma_m64n128k16_f32_bf16(acc, da + 1024u, db, 0);
                    prism_wgmma_commit();
                    prism_wgmma_wait(0);
                    PRISM_GROUP(THREAD(1)) { o[0] = acc[63]; }
                }
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: wgmma in two 4-warp arms of a warp split (aligned warpgroups)
 *
 * check-error-start
 * check-error-end
 */
