/*
 * adv_lib_reduce_both_arms.cu - "every thread calls the collective, just
 * in different branches": the low half of the block reduces `a`, the
 * high half `b`.  The two calls are two different __syncthreads() sites;
 * on Volta and later that is undefined (barrier counts may mix the two
 * sites) and the warp-total slots are written by both reductions at
 * once, so both totals are garbage.
 */
#include "prism_lib.h"

PRISM_KERNEL(two_sites, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, a, GRID(1)),
             PRISM_PARAM(const int32_t *, b, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t v[1];
        if (2 * t < (int)PRISM_NTHREADS()) { /* error P032 */
            v[0] = a[g];
            r = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        } else {
            v[0] = b[g];
            r = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: the two halves of a block call a reduction in different branches
 * check-exit-value: 1
 * check-error-start
adv_lib_reduce_both_arms.cu:21:17: error: the condition of 'if' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lib_reduce_both_arms.cu:19:39: note: 't' is declared thread[1] here
adv_lib_reduce_both_arms.cu:23:28: note: at stake: 'prism_block_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_lib_reduce_both_arms.cu:21:17: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lib_reduce_both_arms.cu:21:17: note: see: prism-check --explain P032
 * check-error-end
 */
