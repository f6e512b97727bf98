/*
 * adv_port_warp_aggregated_shfl_in_leader.cu - the warp-aggregated atomic
 * increment (CUDA blog "Warp-aggregated atomics"): the leader lane adds
 * the warp's count to a global counter and broadcasts the old value.  The
 * port puts the broadcast inside the leader's branch with the full mask:
 * `if (lane == leader) { res = atomicAdd(ctr, n); res = __shfl_sync(FULL,
 * res, leader); }`.  Only the leader calls a shuffle that names 32 lanes:
 * a hang (or garbage) on Volta, and the other lanes never get their base.
 * A shuffle in thread[1] code is P080.
 */
#include "prism.h"

PRISM_KERNEL(append, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(unsigned *, ctr, GRID(1)),
             PRISM_PARAM(unsigned *, base_out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(bo, base_out, THREAD(1), g) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(32)) const unsigned m = prism_ballot(in[g] > 0);
            PRISM_AT(THREAD(32)) const int leader = __ffs(m) - 1;
            PRISM_AT(THREAD(1)) unsigned res = 0u;
            PRISM_GROUP(THREAD(1)) {
                if (m != 0u && lane == leader) {
                    res = atomicAdd(&ctr[0], (unsigned)__popc(m));
                    res = __shfl_sync(0xffffffffu, res, leader); /* error P080 */
                }
                bo[0] = res + (unsigned)__popc(m & ((1u << lane) - 1u));
            }
        }
    }
}
/*
 * check-name: adversarial port: warp-aggregated atomic broadcasting its result inside the leader's branch
 * check-exit-value: 1
 *
 * check-error-start
adv_port_warp_aggregated_shfl_in_leader.cu:27:27: error: '__shfl_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_port_warp_aggregated_shfl_in_leader.cu:27:27: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_port_warp_aggregated_shfl_in_leader.cu:27:27: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __shfl_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_port_warp_aggregated_shfl_in_leader.cu:27:27: note: see: prism-check --explain P080
 * check-error-end
 */
