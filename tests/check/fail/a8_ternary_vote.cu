/* expect: P032 */
/* form: ?: with a per-lane condition whose arm is a vote */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = v ? (int)prism_ballot(v > 3) : 0; /* error P032 */
    return r;
}
/*
 * check-name: red team A8 (convergence): ?: with a per-lane condition whose arm is a vote
 * check-exit-value: 1
 *
 * check-error-start
a8_ternary_vote.cu:6:33: error: '?:' guarding a call or side effect reads 'v' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_ternary_vote.cu:4:82: note: 'v' is declared thread[1] here
a8_ternary_vote.cu:6:42: note: at stake: this 'prism_ballot' would run on only some threads of each thread[32]: the others never reach it
a8_ternary_vote.cu:6:33: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_ternary_vote.cu:6:33: note: see: prism-check --explain P032
 * check-error-end
 */
