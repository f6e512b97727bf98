/*
 * adv_hop_wgmma_acc_warpgroup_typed.cu - "the accumulator belongs to the warpgroup": acc annotated
 * PRISM_AT(WARPGROUP(1)), as if the 64 x 64 tile were one value of the
 * warpgroup.  It is not: each thread holds its own 32 elements of D (PTX
 * D layout; docs/HOPPER.md: "acc is float[N/2] per thread").  The type
 * then lets a thread's own element steer the warpgroup: if acc[0] > 0 the
 * tile gets a second wgmma, which only the threads whose element is
 * positive issue - wgmma.sync.aligned by part of a warpgroup (a hang or
 * undefined results).  SPEC 8: an intrinsic call is checked like a
 * PRISM_CALL, and a non-const pointer argument must have exactly its
 * parameter's perspective (P073): the accumulator is per thread.  (Read as
 * an assignment of per-thread values to a thread[128] array, it is SPEC
 * 5.1's P030; either way the branch must not be reachable.)
 * Was a hole (accepted with exit 0): a wgmma (and an mma.sync:
 * prism_mma_m16n8k8_tf32 into a PRISM_AT(THREAD(32)) array, and a
 * PRISM_CALL whose THREAD(1) pointer parameter is given such an array)
 * wrote per-thread values into an array typed uniform, and the array then
 * steered a warpgroup collective.  It is P030: the array receives values
 * narrower than itself (fail/adv_array_receives_lane_values.cu has the
 * other two).
 */
#include "prism.h"

PRISM_KERNEL(uniform_acc, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(WARPGROUP(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0); /* error P030 */
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            if (acc[0] > 0.0f) {
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2u, db + 2u, 1); /* error P030 */
                prism_wgmma_commit();
                prism_wgmma_wait(0);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc[1]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: a wgmma accumulator typed uniform over the warpgroup steers a wgmma (P073)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_acc_warpgroup_typed.cu:33:44: error: local array 'acc' at thread[128] receives its result's fragment at thread[1] from 'prism_wgmma_m64n64k16_f32_bf16' through this pointer: values flow only from broader to narrower [P030]
adv_hop_wgmma_acc_warpgroup_typed.cu:31:42: note: 'acc' is declared thread[128] here
adv_hop_wgmma_acc_warpgroup_typed.cu:33:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_hop_wgmma_acc_warpgroup_typed.cu:33:44: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_hop_wgmma_acc_warpgroup_typed.cu:33:44: note: see: prism-check --explain P030
adv_hop_wgmma_acc_warpgroup_typed.cu:38:48: error: local array 'acc' at thread[128] receives its result's fragment at thread[1] from 'prism_wgmma_m64n64k16_f32_bf16' through this pointer: values flow only from broader to narrower [P030]
adv_hop_wgmma_acc_warpgroup_typed.cu:31:42: note: 'acc' is declared thread[128] here
adv_hop_wgmma_acc_warpgroup_typed.cu:38:48: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_hop_wgmma_acc_warpgroup_typed.cu:38:48: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
 * check-error-end
 */
