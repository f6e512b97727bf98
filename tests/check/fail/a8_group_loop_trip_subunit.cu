/* expect: P032 */
/* form: inside PRISM_GROUP(THREAD(32)), loop bound is a thread[8] id (uniform per quarter warp only) around a warp shuffle */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(BLOCK(1), THREAD(32), THREAD(8)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int s = v;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(8)) const int q = (int)PRISM_ID(THREAD(8));
        for (int i = 0; i < q; i++) /* error P032 */
            s += prism_shfl_xor(s, 1);
    }
    return s;
}
/*
 * check-name: red team A8 (convergence): inside PRISM_GROUP(THREAD(32)), loop bound is a thread[8] id (uniform per quarter warp only) around a warp shuffle
 * check-exit-value: 1
 *
 * check-error-start
a8_group_loop_trip_subunit.cu:9:29: error: the condition of 'for' reads 'q' at thread[8] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_group_loop_trip_subunit.cu:8:39: note: 'q' is declared thread[8] here
a8_group_loop_trip_subunit.cu:10:18: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
a8_group_loop_trip_subunit.cu:9:29: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_group_loop_trip_subunit.cu:9:29: note: see: prism-check --explain P032
 * check-error-end
 */
