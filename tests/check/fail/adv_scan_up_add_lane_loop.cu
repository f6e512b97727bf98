/*
 * adv_scan_up_add_lane_loop.cu - a Kogge-Stone scan "optimised" so that a
 * lane stops once no lane below it is left to add (d <= lane): the trip
 * count differs per lane, so from the second step on some lanes have left
 * the loop while the others still run the full-mask shfl.sync.up; the
 * shuffle waits for lanes that never reach it.  The same for a segmented
 * scan whose steps depend on the lane's own segment length.
 */
#include "prism.h"

PRISM_DEVICE(int, lane_bounded_scan, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = v;
    for (int d = 1; d <= lane; d *= 2) /* error P032 */
        acc = prism_shfl_up_add_i32(acc, (unsigned)d, 32);
    return acc;
}

PRISM_DEVICE(float, seg_scan, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, seg_len, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float acc = v;
    PRISM_AT(THREAD(1)) int d = 1;
    while (d < seg_len) { /* error P032 */
        acc = prism_shfl_up_add_f32(acc, (unsigned)d, 32);
        d *= 2;
    }
    return acc;
}
/*
 * check-name: adversarial: a shfl_up_add scan whose trip count differs per lane
 * check-exit-value: 1
 *
 * check-error-start
adv_scan_up_add_lane_loop.cu:16:26: error: the condition of 'for' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_scan_up_add_lane_loop.cu:14:35: note: 'lane' is declared thread[1] here
adv_scan_up_add_lane_loop.cu:17:15: note: at stake: this 'prism_shfl_up_add_i32' would run on only some threads of each thread[32]: the others never reach it
adv_scan_up_add_lane_loop.cu:16:26: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_scan_up_add_lane_loop.cu:16:26: note: see: prism-check --explain P032
adv_scan_up_add_lane_loop.cu:26:12: error: the condition of 'while' reads 'd' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_scan_up_add_lane_loop.cu:25:29: note: 'd' is declared thread[1] here
adv_scan_up_add_lane_loop.cu:27:15: note: at stake: this 'prism_shfl_up_add_f32' would run on only some threads of each thread[32]: the others never reach it
adv_scan_up_add_lane_loop.cu:26:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
