/* The plain face's result is per-thread to the checker: a loop on it
 * around the next reduction (a block collective) is refused, as a block[1]
 * variable receiving it is; prism_block_reduce_uniform_OP_T is the form
 * whose result may steer it (pass/adv_run_lib_reduce_uniform_loop.cu). */
#include "prism.h"
#include "prism_lib.h"
PRISM_KERNEL(shrink, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t items[4];
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(1)) {
            for (int j = 0; j < 4; j++)
                items[j] = in[4 * g + j];
        }
        PRISM_AT(BLOCK(1)) int32_t b = PRISM_CALL(prism_block_reduce_sum_i32, items, 4); /* error P030 */
        total = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
        while (total > 1000) { /* error P032 */
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < 4; j++)
                    items[j] /= 2;
            }
            total = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
        }
        (void)b;
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: the plain block reduction's per-thread result cannot steer a loop around the next reduction
 * check-exit-value: 1
 *
 * check-error-start
lib_reduce_result_condition.cu:18:36: error: 'b' at block[1] cannot receive a thread[1] value (from the result of 'prism_block_reduce_sum_i32'): values flow only from broader to narrower [P030]
lib_reduce_result_condition.cu:18:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
lib_reduce_result_condition.cu:18:36: note: fix: declare 'b' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
lib_reduce_result_condition.cu:18:36: note: see: prism-check --explain P030
lib_reduce_result_condition.cu:20:16: error: the condition of 'while' reads 'total' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
lib_reduce_result_condition.cu:12:33: note: 'total' is declared thread[1] here
lib_reduce_result_condition.cu:25:32: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
lib_reduce_result_condition.cu:20:16: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
lib_reduce_result_condition.cu:20:16: note: see: prism-check --explain P032
 * check-error-end
 */
