/*
 * fig1_mma_from1.cu - Fig. 1: the warp-wide mma guarded by 1 <= tid < 33
 */
#include "prism.h"
PRISM_DEVICE(void, fig1, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int tid = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float a[4] = {0}, b[2] = {0}, c[4] = {0};
    /* 32 threads, but threads 1..32 straddle two warps. */
    if (tid >= 1 && tid < 33) /* error P032 */
        prism_mma_m16n8k8_tf32(c, a, b, c);
}
/*
 * check-name: Fig. 1: the warp-wide mma guarded by 1 <= tid < 33
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
fig1_mma_from1.cu:10:9: error: the condition of 'if' reads 'tid' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
fig1_mma_from1.cu:7:35: note: 'tid' is declared thread[1] here
fig1_mma_from1.cu:11:9: note: at stake: this 'prism_mma_m16n8k8_tf32' would run on only some threads of each block[1]: the others never reach it
fig1_mma_from1.cu:10:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
fig1_mma_from1.cu:10:9: note: see: prism-check --explain P032
 * check-error-end
 */
