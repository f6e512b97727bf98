/*
 * adv_lib_block_reduce_warp0.cu - CUB's "called by only some warps":
 * the block reduction runs under `if (warp == 0)`, so only the first
 * warp reaches the reduction's __syncthreads(): the other warps never
 * arrive (deadlock, or undefined behaviour on sm_70+) and the warp
 * totals of warps 1.. are never written.
 */
#include "prism_lib.h"

PRISM_KERNEL(first_warp_total, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) int32_t items[2];
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_CALL(prism_block_load_direct_i32, items, in + b * (int)PRISM_NTHREADS() * 2, 2);
        if (warp == 0) /* error P032 */
            total = PRISM_CALL(prism_block_reduce_sum_i32, items, 2);
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: adversarial lib: a block reduction under if (warp == 0)
 * check-exit-value: 1
 * check-error-start
adv_lib_block_reduce_warp0.cu:20:13: error: the condition of 'if' reads 'warp' at thread[32] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lib_block_reduce_warp0.cu:18:40: note: 'warp' is declared thread[32] here
adv_lib_block_reduce_warp0.cu:21:32: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_lib_block_reduce_warp0.cu:20:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lib_block_reduce_warp0.cu:20:13: note: see: prism-check --explain P032
 * check-error-end
 */
