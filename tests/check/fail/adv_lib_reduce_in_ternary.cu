/*
 * adv_lib_reduce_in_ternary.cu - block collectives hidden in expressions
 * that branch per thread: a `?:` whose condition is the thread index and
 * a short-circuit `&&` whose right side calls the reduction.  Threads
 * that take the other path skip the reduction's barrier: the block
 * hangs or the barrier counts mix with the next one.
 */
#include "prism_lib.h"

PRISM_KERNEL(hidden_branches, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t v[1];
        v[0] = in[g];
        r = t < 64 ? PRISM_CALL(prism_block_reduce_sum_i32, v, 1) : 0; /* error P032 */
        r += (v[0] > 0) && PRISM_CALL(prism_block_reduce_max_i32, v, 1) > 10; /* error P032 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: block reductions inside a per-thread ?: and &&
 * check-exit-value: 1
 * check-error-start
adv_lib_reduce_in_ternary.cu:20:13: error: '?:' guarding a call or side effect reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lib_reduce_in_ternary.cu:17:39: note: 't' is declared thread[1] here
adv_lib_reduce_in_ternary.cu:20:33: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_lib_reduce_in_ternary.cu:20:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lib_reduce_in_ternary.cu:20:13: note: see: prism-check --explain P032
adv_lib_reduce_in_ternary.cu:21:15: error: '&&' guarding a call or side effect reads 'v' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lib_reduce_in_ternary.cu:18:37: note: 'v' is declared thread[1] here
adv_lib_reduce_in_ternary.cu:21:39: note: at stake: 'prism_block_reduce_max_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_lib_reduce_in_ternary.cu:21:15: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
