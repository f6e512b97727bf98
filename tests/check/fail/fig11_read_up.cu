/*
 * fig11_read_up.cu - Fig. 11: a thread[1] flag decides who reaches __syncthreads
 */
#include "prism.h"
PRISM_KERNEL(fig11, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int flag = (int)PRISM_ID(THREAD(1)) % 2;
    PRISM_GROUP(BLOCK(1)) {
        if (flag) /* error P032 */
            __syncthreads();
        (void)n;
    }
}
/*
 * check-name: Fig. 11: a thread[1] flag decides who reaches __syncthreads
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
fig11_read_up.cu:10:13: error: the condition of 'if' reads 'flag' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
fig11_read_up.cu:8:35: note: 'flag' is declared thread[1] here
fig11_read_up.cu:11:13: note: at stake: this '__syncthreads' would run on only some threads of each block[1]: the others never reach it
fig11_read_up.cu:10:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
fig11_read_up.cu:10:13: note: see: prism-check --explain P032
 * check-error-end
 */
