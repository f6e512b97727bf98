/* expect: P032 */
/* form: __reduce_add_sync (warp-uniform) directly in a block-level loop condition around __syncthreads */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(unsigned, x, THREAD(1)))
{
    for (unsigned i = 0; i < __reduce_add_sync(0xffffffffu, x); i++) /* error P032 */
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): __reduce_add_sync (warp-uniform) directly in a block-level loop condition around __syncthreads
 * check-exit-value: 1
 *
 * check-error-start
a8_reduce_sync_as_block.cu:6:30: error: the condition of 'for' reads the result of '__reduce_add_sync' at thread[32] in code at block[1]: threads of one block[1] could take different paths [P032]
a8_reduce_sync_as_block.cu:6:30: note: at stake: this '__reduce_add_sync' would run on only some threads of each block[1]: the others never reach it
a8_reduce_sync_as_block.cu:6:30: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_reduce_sync_as_block.cu:6:30: note: see: prism-check --explain P032
 * check-error-end
 */
