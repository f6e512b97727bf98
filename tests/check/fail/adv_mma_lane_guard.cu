/*
 * adv_mma_lane_guard.cu - the tile has only 16 valid rows, so the author
 * skips the mma in the upper half-warp: mma.sync needs all 32 lanes.
 */
#include "prism.h"

PRISM_DEVICE(float, half_mma, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float a[4] = {0}, b[2] = {0}, c[4] = {0};
    if (lane < 16) /* error P032 */
        prism_mma_m16n8k8_tf32(c, a, b, c);
    return c[0];
}
/*
 * check-name: adversarial: mma.sync guarded by a lane test
 * check-exit-value: 1
 *
 * check-error-start
adv_mma_lane_guard.cu:11:9: error: the condition of 'if' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_mma_lane_guard.cu:9:35: note: 'lane' is declared thread[1] here
adv_mma_lane_guard.cu:12:9: note: at stake: this 'prism_mma_m16n8k8_tf32' would run on only some threads of each thread[32]: the others never reach it
adv_mma_lane_guard.cu:11:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_mma_lane_guard.cu:11:9: note: see: prism-check --explain P032
 * check-error-end
 */
