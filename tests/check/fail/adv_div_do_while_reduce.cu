/*
 * adv_div_do_while_reduce.cu - iterate until the block total exceeds the
 * thread's own threshold: each thread leaves after a different number of
 * block reductions, so later reductions are run by part of the block.
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, until, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int32_t limit = (int32_t)PRISM_ID(THREAD(1)) * 3;
    PRISM_AT(THREAD(1)) int32_t total = 0;
    do {
        total += PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
    } while (total < limit); /* error P032 */
    return total;
}
/*
 * check-name: adversarial: block reduction in a do-while whose exit depends on the thread
 * check-exit-value: 1
 *
 * check-error-start
adv_div_do_while_reduce.cu:16:14: error: the condition of 'do-while' reads 'total' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_div_do_while_reduce.cu:13:33: note: 'total' is declared thread[1] here
adv_div_do_while_reduce.cu:15:29: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_div_do_while_reduce.cu:16:14: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_div_do_while_reduce.cu:16:14: note: see: prism-check --explain P032
 * check-error-end
 */
