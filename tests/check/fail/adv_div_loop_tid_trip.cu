/*
 * adv_div_loop_tid_trip.cu - GPUVerify's classic: a loop with a
 * thread-dependent trip count containing __syncthreads().  Thread t runs
 * the barrier t times; thread 0 never reaches it, so the block deadlocks or
 * the barrier counts mismatch.
 */
#include "prism.h"

PRISM_DEVICE(void, staggered, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    for (int k = 0; k < t; k++) /* error P032 */
        __syncthreads();
}
/*
 * check-name: adversarial: barrier in a loop whose trip count depends on the thread
 * check-exit-value: 1
 *
 * check-error-start
adv_div_loop_tid_trip.cu:12:25: error: the condition of 'for' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_div_loop_tid_trip.cu:11:35: note: 't' is declared thread[1] here
adv_div_loop_tid_trip.cu:13:9: note: at stake: this '__syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_div_loop_tid_trip.cu:12:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_div_loop_tid_trip.cu:12:25: note: see: prism-check --explain P032
 * check-error-end
 */
