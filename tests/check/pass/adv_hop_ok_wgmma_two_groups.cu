/*
 * adv_hop_ok_wgmma_two_groups.cu - group accounting the SPEC allows that looks unsafe: two
 * accumulators in two commit groups, wait(1) retires the older one, so
 * acc0 is read while acc1's group may still run; then wait(0) before
 * acc1 is read.  And a commit of an empty group after the last wgmma
 * ("commit twice, wait(1)"): the wgmma's group is the older of the two,
 * so wait(1) retires it.  SPEC 8.2: wait(n) retires every committed group
 * but the newest n.  The look-alike of fail/adv_hop_wgmma_acc_alias_read.cu
 * with the accumulators named directly.
 */
#include "prism.h"

PRISM_KERNEL(two_groups, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 3 * t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc0[32] = {0.0f};
            PRISM_AT(THREAD(1)) float acc1[32] = {0.0f};
            PRISM_AT(THREAD(1)) float acc2[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc0, da, db, 1);
            prism_wgmma_commit();
            prism_wgmma_m64n64k16_f32_bf16(acc1, da + 512u, db, 1);
            prism_wgmma_commit();
            prism_wgmma_wait(1);
            PRISM_AT(THREAD(1)) const float first = acc0[0];
            prism_wgmma_wait(0);
            PRISM_AT(THREAD(1)) const float second = acc1[0];
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc2, da + 1024u, db, 1);
            prism_wgmma_commit();
            prism_wgmma_commit();
            prism_wgmma_wait(1);
            PRISM_GROUP(THREAD(1)) {
                o[0] = first;
                o[1] = second;
                o[2] = acc2[0];
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: wait(1) retires the older of two accumulators' groups; an empty newest group
 *
 * check-error-start
 * check-error-end
 */
