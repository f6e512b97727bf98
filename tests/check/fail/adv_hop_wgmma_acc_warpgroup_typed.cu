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
 * HOLE (check-known-to-fail): accepted with exit 0 - a wgmma (and an
 * mma.sync: prism_mma_m16n8k8_tf32 into a PRISM_AT(THREAD(32)) array is
 * accepted too) writes per-thread values into an array typed uniform, and
 * the array then steers a warpgroup collective.
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
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0); /* error P073 */
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            if (acc[0] > 0.0f) {
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2u, db + 2u, 1);
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
 * check-known-to-fail
 *
 * check-error-start
adv_hop_wgmma_acc_warpgroup_typed.cu:30:0: error: P073 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
