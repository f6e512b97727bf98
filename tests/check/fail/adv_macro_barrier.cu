/*
 * adv_macro_barrier.cu - a user macro wraps the barrier; used inside a
 * thread-dependent branch it diverges exactly like the raw call.
 */
#include "prism.h"

#define BARRIER() __syncthreads()

PRISM_DEVICE(void, wrapped, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    if (t < 64) /* error P032 */
        BARRIER();
}
/*
 * check-name: adversarial: #define BARRIER() __syncthreads() used under a thread-dependent if
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_barrier.cu:12:9: error: the condition of 'if' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_macro_barrier.cu:11:35: note: 't' is declared thread[1] here
adv_macro_barrier.cu:7:9: note: in expansion of macro 'BARRIER' defined here
adv_macro_barrier.cu:13:9: note: at stake: this '__syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_macro_barrier.cu:12:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_macro_barrier.cu:12:9: note: see: prism-check --explain P032
 * check-error-end
 */
