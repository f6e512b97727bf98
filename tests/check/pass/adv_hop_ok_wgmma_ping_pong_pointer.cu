/*
 * adv_hop_ok_wgmma_ping_pong_pointer.cu - the legal look-alike of
 * fail/adv_hop_wgmma_acc_alias_read.cu: ping-pong accumulators chosen
 * through a pointer, the pointer and both accumulators named only after a
 * wait that retires every wgmma that may have written them (SPEC 8.2: any
 * use of the name is a use of the accumulator, its address included).
 */
#include "prism.h"

PRISM_KERNEL(ping_pong_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc0[32] = {0.0f};
            PRISM_AT(THREAD(1)) float acc1[32] = {0.0f};
            PRISM_AT(THREAD(1)) float *cur = acc0;
            PRISM_AT(THREAD(1)) float s = 0.0f;
            for (int k = 0; k < n; k++) {
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(cur, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
                cur = (k & 1) ? acc0 : acc1;
                s += acc0[0] + acc1[0];
            }
            PRISM_GROUP(THREAD(1)) { o[0] = s; }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: ping-pong accumulators through a pointer re-aimed while a wgmma runs
 *
 * check-error-start
 * check-error-end
 */
