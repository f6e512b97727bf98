/*
 * adv_ok_port_warp_aggregated_atomic.cu - the legal look-alike of
 * fail/adv_port_warp_aggregated_shfl_in_leader: the leader (the lowest
 * lane of the ballot, a thread[32] value) applies the warp's atomic in
 * thread[1] code, and the broadcast of its result is a warp-level
 * shuffle from the uniform leader lane, outside the leader's branch.
 */
#include "prism.h"

PRISM_KERNEL(append_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(unsigned *, ctr, GRID(1)),
             PRISM_PARAM(unsigned *, base_out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(bo, base_out, THREAD(1), g) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(32)) const unsigned m = prism_ballot(in[g] > 0);
            PRISM_AT(THREAD(32)) const int leader = m != 0u ? __ffs(m) - 1 : 0;
            PRISM_AT(THREAD(1)) unsigned res = 0u;
            PRISM_GROUP(THREAD(1)) {
                if (m != 0u && lane == leader)
                    res = atomicAdd(&ctr[0], (unsigned)__popc(m));
            }
            res = __shfl_sync(0xffffffffu, res, leader);
            PRISM_GROUP(THREAD(1)) { bo[0] = res + (unsigned)__popc(m & ((1u << lane) - 1u)); }
        }
    }
}
/*
 * check-name: adversarial port legal: warp-aggregated atomic, the leader's result broadcast by the whole warp
 *
 * check-error-start
 * check-error-end
 */
