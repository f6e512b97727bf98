/* expect: P032 */
/* form: warp-uniform (thread[32]) trip count bounding a block __syncthreads in block code */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    for (int i = 0; i < w; i++) /* error P032 */
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): warp-uniform (thread[32]) trip count bounding a block __syncthreads in block code
 * check-exit-value: 1
 *
 * check-error-start
a8_trip_warpid_block_sync.cu:7:25: error: the condition of 'for' reads 'w' at thread[32] in code at block[1]: threads of one block[1] could take different paths [P032]
a8_trip_warpid_block_sync.cu:6:36: note: 'w' is declared thread[32] here
a8_trip_warpid_block_sync.cu:8:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
a8_trip_warpid_block_sync.cu:7:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_trip_warpid_block_sync.cu:7:25: note: see: prism-check --explain P032
 * check-error-end
 */
