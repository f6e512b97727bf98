/*
 * cub_block_reduce_in_if.cu - CUB misuse: a block reduction inside if (tid < n)
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, partial_sum, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, items, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int tid = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t total = 0;
    /* CUB: "must be called by all threads of the block". */
    if (tid < n) /* error P032 */
        total = PRISM_CALL(prism_block_reduce_sum_i32, items, 1);
    return total;
}
/*
 * check-name: CUB misuse: a block reduction inside if (tid < n)
 * check-exit-value: 1
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 *
 * check-error-start
cub_block_reduce_in_if.cu:14:9: error: the condition of 'if' reads 'tid' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
cub_block_reduce_in_if.cu:11:35: note: 'tid' is declared thread[1] here
cub_block_reduce_in_if.cu:15:28: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
cub_block_reduce_in_if.cu:14:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
cub_block_reduce_in_if.cu:14:9: note: see: prism-check --explain P032
 * check-error-end
 */
