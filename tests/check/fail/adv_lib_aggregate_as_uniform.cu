/*
 * adv_lib_aggregate_as_uniform.cu - the block aggregate of a scan used as
 * a block-uniform value: kept in a block[1] variable and tested around
 * a second collective (compaction: "if anything survived, scan again").
 * The library does hand the aggregate to every thread, but a call's
 * result is thread[1] to the checker (docs/LIBRARY.md, Known limits), so
 * this CUB-correct shape is rejected: flow into a block[1] variable,
 * and a condition around a collective reading a thread[1] value.
 */
#include "prism_lib.h"

PRISM_KERNEL(compact_twice, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t flag[1];
        PRISM_AT(THREAD(1)) int32_t pos[1];
        flag[0] = in[g] > 0;
        PRISM_AT(BLOCK(1)) const int32_t kept = PRISM_CALL(prism_block_scan_excl_sum_i32, pos, flag, 1, 0); /* error P030 */
        PRISM_AT(THREAD(1)) const int32_t again = PRISM_CALL(prism_block_reduce_sum_i32, flag, 1);
        if (again > 0) /* error P032 */
            r = PRISM_CALL(prism_block_reduce_max_i32, pos, 1) + kept;
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a scan aggregate taken as block-uniform (the documented limit)
 * check-exit-value: 1
 * check-error-start
adv_lib_aggregate_as_uniform.cu:22:42: error: 'kept' at block[1] cannot receive a thread[1] value (from the result of 'prism_block_scan_excl_sum_i32'): values flow only from broader to narrower [P030]
adv_lib_aggregate_as_uniform.cu:22:42: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_lib_aggregate_as_uniform.cu:22:42: note: fix: declare 'kept' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_lib_aggregate_as_uniform.cu:22:42: note: see: prism-check --explain P030
adv_lib_aggregate_as_uniform.cu:24:13: error: the condition of 'if' reads 'again' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lib_aggregate_as_uniform.cu:23:43: note: 'again' is declared thread[1] here
adv_lib_aggregate_as_uniform.cu:25:28: note: at stake: 'prism_block_reduce_max_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_lib_aggregate_as_uniform.cu:24:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lib_aggregate_as_uniform.cu:24:13: note: see: prism-check --explain P032
 * check-error-end
 */
