/*
 * adv_flow_shfl_per_lane.cu - shuffles whose source lane differs per lane
 * (a butterfly partner, a lane read from data) treated as warp-uniform
 * values that steer a loop holding __syncwarp.  Lanes receive different
 * values, so some lanes leave the loop early and the remaining ones wait at
 * __syncwarp for lanes that never come (undefined behaviour on Volta+).
 * A width-16 broadcast is uniform over a half warp only, not the warp.
 */
#include "prism.h"

PRISM_DEVICE(void, loop_n, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)), PRISM_PARAM(int, src, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const int a = prism_shfl(x, src); /* error P030 */
    PRISM_AT(THREAD(32)) const int b = prism_shfl_xor(x, 1); /* error P030 */
    PRISM_AT(THREAD(32)) const int c = prism_shfl_w(x, 0, 16); /* error P030 */
    for (int i = 0; i < a + b + c; i++)
        prism_syncwarp();
}
/*
 * check-name: adversarial: per-lane shuffles treated as warp-uniform values
 * check-exit-value: 1
 *
 * check-error-start
adv_flow_shfl_per_lane.cu:14:36: error: 'a' at thread[32] cannot receive a thread[1] value (from the result of 'prism_shfl'): values flow only from broader to narrower [P030]
adv_flow_shfl_per_lane.cu:14:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_flow_shfl_per_lane.cu:14:36: note: fix: declare 'a' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
adv_flow_shfl_per_lane.cu:14:36: note: see: prism-check --explain P030
adv_flow_shfl_per_lane.cu:15:36: error: 'b' at thread[32] cannot receive a thread[1] value (from the result of 'prism_shfl_xor'): values flow only from broader to narrower [P030]
adv_flow_shfl_per_lane.cu:15:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_flow_shfl_per_lane.cu:15:36: note: fix: declare 'b' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
adv_flow_shfl_per_lane.cu:16:36: error: 'c' at thread[32] cannot receive a thread[16] value (from the broadcast of 'prism_shfl_w'): values flow only from broader to narrower [P030]
adv_flow_shfl_per_lane.cu:16:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_flow_shfl_per_lane.cu:16:36: note: fix: declare 'c' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
 * check-error-end
 */
