/*
 * adv_port_reduce_first_warp_if.cu - the modern block reduction (warp
 * shuffles, one partial per warp in shared memory, the first warp folds
 * the partials), with CUDA's `if (warp == 0) v = warp_reduce(v);` kept.
 * On the GPU this is correct only because the warp id is uniform over the
 * warp; in Prism it is a thread[32] value steering block[1] code, where
 * the warp's shuffles are reached by one warp of the block: P032.  (The
 * legal spelling is a split arm, adv_ok_port_reduce_first_warp_split.)
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(block_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS();
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 1) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, partial, 32);
            PRISM_AT(BLOCK(1)) const int nw = (int)PRISM_NTHREADS() / 32;
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
            PRISM_AT(THREAD(1)) int32_t v = in[base + t];
            v = PRISM_CALL(prism_warp_reduce_sum_i32, v, 32);
            PRISM_PARTITION(p, partial, THREAD(32), warp) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_ONE_CLAIM(q, p) { q[0] = v; }
                }
            }
            PRISM_GROUP(THREAD(1)) { v = t < nw ? partial[t] : 0; }
            if (warp == 0) /* error P032 */
                v = PRISM_CALL(prism_warp_reduce_sum_i32, v, 32);
            PRISM_ONE_CLAIM(o1, ob) { o1[0] = v; }
        }
    }
}
/*
 * check-name: adversarial port: the first warp folds the partials under if (warp == 0) in block code
 * check-exit-value: 1
 *
 * check-error-start
adv_port_reduce_first_warp_if.cu:31:17: error: the condition of 'if' reads 'warp' at thread[32] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_port_reduce_first_warp_if.cu:22:44: note: 'warp' is declared thread[32] here
adv_port_reduce_first_warp_if.cu:32:32: note: at stake: 'prism_warp_reduce_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_port_reduce_first_warp_if.cu:31:17: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_port_reduce_first_warp_if.cu:31:17: note: see: prism-check --explain P032
 * check-error-end
 */
