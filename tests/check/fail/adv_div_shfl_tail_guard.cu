/*
 * adv_div_shfl_tail_guard.cu - a warp-level sum under a bounds guard: in
 * the last, partial tile some lanes skip the shuffles while the others name
 * them in the full mask (undefined on Volta+, a deadlock on sm_70).
 */
#include "prism.h"

PRISM_DEVICE(float, tail_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, x, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    if (lane < n) { /* error P032 */
        s = x[lane];
        for (int off = 16; off > 0; off /= 2)
            s += prism_shfl_xor(s, off);
    }
    return s;
}
/*
 * check-name: adversarial: warp shuffle reduction under 'if (i < n)' for the ragged tail
 * check-exit-value: 1
 *
 * check-error-start
adv_div_shfl_tail_guard.cu:14:9: error: the condition of 'if' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_div_shfl_tail_guard.cu:12:35: note: 'lane' is declared thread[1] here
adv_div_shfl_tail_guard.cu:17:18: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
adv_div_shfl_tail_guard.cu:14:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_div_shfl_tail_guard.cu:14:9: note: see: prism-check --explain P032
 * check-error-end
 */
