/*
 * adv_div_switch_lane.cu - a switch on the lane sends lane 0 to a case
 * with __syncwarp() and the others to the default: the warp barrier is
 * reached by one lane of 32 (deadlock on Volta+, where __syncwarp waits for
 * every lane named in the mask).
 */
#include "prism.h"

PRISM_DEVICE(void, leader, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    switch (lane) { /* error P032 */
    case 0:
        prism_syncwarp();
        break;
    default:
        break;
    }
}
/*
 * check-name: adversarial: __syncwarp inside a switch on the lane id
 * check-exit-value: 1
 *
 * check-error-start
adv_div_switch_lane.cu:12:13: error: the condition of 'switch' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_div_switch_lane.cu:11:35: note: 'lane' is declared thread[1] here
adv_div_switch_lane.cu:14:9: note: at stake: this 'prism_syncwarp' would run on only some threads of each thread[32]: the others never reach it
adv_div_switch_lane.cu:12:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_div_switch_lane.cu:12:13: note: see: prism-check --explain P032
 * check-error-end
 */
