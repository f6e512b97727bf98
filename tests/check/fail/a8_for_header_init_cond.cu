/* expect: P032 */
/* form: collective in a for condition: the condition also reads the lane via &&, so the vote is short-circuited */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    for (int r = 0; r < 3 && (lane == 0 || prism_any(v > r)); r++) /* error P032 */
        ;
}
/*
 * check-name: red team A8 (convergence): collective in a for condition: the condition also reads the lane via &&, so the vote is short-circuited
 * check-exit-value: 1
 *
 * check-error-start
a8_for_header_init_cond.cu:7:31: error: '||' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_for_header_init_cond.cu:6:35: note: 'lane' is declared thread[1] here
a8_for_header_init_cond.cu:7:44: note: at stake: this 'prism_any' would run on only some threads of each thread[32]: the others never reach it
a8_for_header_init_cond.cu:7:31: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_for_header_init_cond.cu:7:31: note: see: prism-check --explain P032
 * check-error-end
 */
