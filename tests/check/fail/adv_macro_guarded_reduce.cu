/*
 * adv_macro_guarded_reduce.cu - REDUCE_IF(c, v) expands to a ?: whose
 * one side is a block reduction; with a per-thread condition only part of
 * the block reaches the reduction's barriers.
 */
#include "prism.h"
#include "block/block_reduce.h"

#define REDUCE_IF(c, v) ((c) ? PRISM_CALL(prism_block_reduce_sum_i32, (v), 1) : 0)

PRISM_DEVICE(int32_t, maybe, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int32_t s = REDUCE_IF(t > 0, v); /* error P032 */
    return s;
}
/*
 * check-name: adversarial: a function-like macro wrapping a guarded block reduction
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_guarded_reduce.cu:15:53: error: '?:' guarding a call or side effect reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_macro_guarded_reduce.cu:9:9: note: in expansion of macro 'REDUCE_IF' defined here
adv_macro_guarded_reduce.cu:14:35: note: 't' is declared thread[1] here
adv_macro_guarded_reduce.cu:15:43: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_macro_guarded_reduce.cu:15:53: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_macro_guarded_reduce.cu:15:53: note: see: prism-check --explain P032
 * check-error-end
 */
