/*
 * adv_div_while_data.cu - a work loop that runs while the thread's own
 * element is positive, with a barrier inside to publish progress.  Each
 * thread sees a different value, so threads leave the loop at different
 * iterations and the barrier diverges.  A non-const read is thread[1].
 */
#include "prism.h"

PRISM_DEVICE(void, drain, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, work, THREAD(1)))
{
    while (work[0] > 0) { /* error P032 */
        PRISM_GROUP(THREAD(1)) { work[0] -= 1; }
        prism_syncthreads();
    }
}
/*
 * check-name: adversarial: barrier in a while loop steered by per-thread data
 * check-exit-value: 1
 *
 * check-error-start
adv_div_while_data.cu:12:12: error: the condition of 'while' reads memory read through non-const 'work' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_div_while_data.cu:14:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_div_while_data.cu:12:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_div_while_data.cu:12:12: note: see: prism-check --explain P032
 * check-error-end
 */
