/*
 * adv_hop_ok_wgmma_per_warpgroup.cu - wgmma written in code broader than a warpgroup: in a
 * PRISM_GROUP(WARPGROUP(2)) (thread[256]) unit, and in block[1] code of a
 * 256-thread block whose bound promises whole warpgroups.  SPEC 8: "a
 * broader caller runs it once per aligned unit"; thread[128] is derivable
 * from BLOCKDIM(256), WARPGROUP(1), so each warpgroup runs the protocol on
 * its own registers.  The look-alike of fail/adv_hop_wgmma_block192.cu.
 */
#include "prism.h"

PRISM_KERNEL(per_wg, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(WARPGROUP(2)) {
                PRISM_AT(THREAD(1)) float acc2[32];
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc2, da + 512u, db, 0);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
                PRISM_GROUP(THREAD(1)) {
                    o[0] = acc[0];
                    o[1] = acc2[0];
                }
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: wgmma in block and thread[256] code, once per aligned warpgroup
 *
 * check-error-start
 * check-error-end
 */
