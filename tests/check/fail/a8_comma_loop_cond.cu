/* expect: P032 */
/* form: while ((s += shfl), s < 100) - comma operator hides a shuffle in a per-lane loop condition */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int s = v;
    while ((s += prism_shfl_xor(s, 1)), s < 100) /* error P032 */
        ;
    return s;
}
/*
 * check-name: red team A8 (convergence): while ((s += shfl), s < 100) - comma operator hides a shuffle in a per-lane loop condition
 * check-exit-value: 1
 *
 * check-error-start
a8_comma_loop_cond.cu:7:41: error: the condition of 'while' reads 's' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_comma_loop_cond.cu:6:29: note: 's' is declared thread[1] here
a8_comma_loop_cond.cu:7:18: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
a8_comma_loop_cond.cu:7:41: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_comma_loop_cond.cu:7:41: note: see: prism-check --explain P032
 * check-error-end
 */
