/*
 * adv_div_ternary_reduce.cu - odd threads call the block reduction, even
 * threads take 0.  The reduction's barriers are reached by half the block:
 * on the GPU a hang or garbage.
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, half_sum, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int32_t s = (t & 1) ? PRISM_CALL(prism_block_reduce_sum_i32, v, 1) : 0; /* error P032 */
    return s;
}
/*
 * check-name: adversarial: a block reduction on one side of a thread-dependent ?:
 * check-exit-value: 1
 *
 * check-error-start
adv_div_ternary_reduce.cu:13:44: error: '?:' guarding a call or side effect reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_div_ternary_reduce.cu:12:35: note: 't' is declared thread[1] here
adv_div_ternary_reduce.cu:13:64: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_div_ternary_reduce.cu:13:44: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_div_ternary_reduce.cu:13:44: note: see: prism-check --explain P032
 * check-error-end
 */
