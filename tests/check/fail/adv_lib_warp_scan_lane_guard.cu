/*
 * adv_lib_warp_scan_lane_guard.cu - a warp scan inside `if (lane < valid)`:
 * the warp's tail lanes skip the shuffles (CUB: "all threads of the
 * logical warp must participate"), so the __shfl_up_sync with a full
 * mask waits for lanes that never come; the partial-warp form with a
 * `valid` argument is what the tail needs.
 */
#include "prism_lib.h"

PRISM_KERNEL(tail_scan, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(32)) {
        if (g < n) /* error P032 */
            r = PRISM_CALL(prism_warp_scan_incl_sum_i32, in[g], 32);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a warp scan under a per-lane guard
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_scan_lane_guard.cu:18:13: error: the condition of 'if' reads 'g' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lib_warp_scan_lane_guard.cu:15:35: note: 'g' is declared thread[1] here
adv_lib_warp_scan_lane_guard.cu:19:28: note: at stake: 'prism_warp_scan_incl_sum_i32' would be called by only some threads of each thread[32]: its barriers and collectives need all of them
adv_lib_warp_scan_lane_guard.cu:18:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lib_warp_scan_lane_guard.cu:18:13: note: see: prism-check --explain P032
 * check-error-end
 */
