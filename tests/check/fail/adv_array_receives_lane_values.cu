/*
 * adv_array_receives_lane_values.cu - a local array typed uniform over a
 * warp, filled with each lane's own values by a callee: a Prism function
 * whose THREAD(1) pointer parameter it is given, or an mma that writes
 * each lane's part of D through it.  The address of a local array is each
 * thread's own, so the pointer matches the parameter; what lands in the
 * array does not match the array, and a branch on it would split the
 * warp at the __syncwarp.
 */
#include "prism.h"

PRISM_DEVICE(void, fill, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, dst, THREAD(1)),
             PRISM_PARAM(int, v, THREAD(1)))
{
    dst[0] = v;
}

PRISM_DEVICE(void, by_call, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, seed, THREAD(1)))
{
    PRISM_AT(THREAD(32)) int mine[1] = {0};
    PRISM_GROUP(THREAD(1)) {
        PRISM_CALL(fill, mine, seed); /* error P030 */
    }
    if (mine[0] > 0)
        prism_syncwarp();
}

PRISM_DEVICE(void, by_mma, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(const float *, a, THREAD(1)),
             PRISM_PARAM(const float *, b, THREAD(1)))
{
    PRISM_AT(THREAD(32)) float d[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    prism_mma_m16n8k8_tf32(d, a, b, d); /* error P030 */
    if (d[0] > 0.0f)
        prism_syncwarp();
}
/*
 * check-name: adversarial: a warp-uniform local array filled with per-lane values by a callee (P030)
 * check-exit-value: 1
 *
 * check-error-start
adv_array_receives_lane_values.cu:22:26: error: local array 'mine' at thread[32] receives the values of parameter 'dst' at thread[1] from 'fill' through this pointer: values flow only from broader to narrower [P030]
adv_array_receives_lane_values.cu:20:30: note: 'mine' is declared thread[32] here
adv_array_receives_lane_values.cu:22:26: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_array_receives_lane_values.cu:22:26: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_array_receives_lane_values.cu:22:26: note: see: prism-check --explain P030
adv_array_receives_lane_values.cu:32:28: error: local array 'd' at thread[32] receives its result's fragment at thread[1] from 'prism_mma_m16n8k8_tf32' through this pointer: values flow only from broader to narrower [P030]
adv_array_receives_lane_values.cu:31:32: note: 'd' is declared thread[32] here
adv_array_receives_lane_values.cu:32:28: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_array_receives_lane_values.cu:32:28: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
 * check-error-end
 */
