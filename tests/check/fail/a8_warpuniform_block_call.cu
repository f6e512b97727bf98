/* expect: P032 */
/* form: PRISM_CALL of a block[1] function under a warp-uniform condition */
#include "prism.h"
PRISM_DEVICE(void, bf, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    prism_syncthreads();
}
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    if (w == 0) /* error P032 */
        PRISM_CALL(bf);
}
/*
 * check-name: red team A8 (convergence): PRISM_CALL of a block[1] function under a warp-uniform condition
 * check-exit-value: 1
 *
 * check-error-start
a8_warpuniform_block_call.cu:11:9: error: the condition of 'if' reads 'w' at thread[32] in code at block[1]: threads of one block[1] could take different paths [P032]
a8_warpuniform_block_call.cu:10:36: note: 'w' is declared thread[32] here
a8_warpuniform_block_call.cu:12:20: note: at stake: 'bf' would be called by only some threads of each block[1]: its barriers and collectives need all of them
a8_warpuniform_block_call.cu:11:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_warpuniform_block_call.cu:11:9: note: see: prism-check --explain P032
 * check-error-end
 */
