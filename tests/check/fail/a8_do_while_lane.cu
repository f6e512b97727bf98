/* expect: P032 */
/* form: do { shuffle } while (per-lane value) - thread-dependent exit */
#include "prism.h"
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    do {
        s = prism_shfl_down(s, 1);
    } while (s > 0.0f); /* error P032 */
    return s;
}
/*
 * check-name: red team A8 (convergence): do { shuffle } while (per-lane value) - thread-dependent exit
 * check-exit-value: 1
 *
 * check-error-start
a8_do_while_lane.cu:9:14: error: the condition of 'do-while' reads 's' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_do_while_lane.cu:6:31: note: 's' is declared thread[1] here
a8_do_while_lane.cu:8:13: note: at stake: this 'prism_shfl_down' would run on only some threads of each thread[32]: the others never reach it
a8_do_while_lane.cu:9:14: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_do_while_lane.cu:9:14: note: see: prism-check --explain P032
 * check-error-end
 */
