/*
 * adv_port_softmax_row_from_thread_id.cu - row softmax, one warp per row,
 * with CUDA's row index computed per thread: row = (blockIdx.x * blockDim.x
 * + threadIdx.x) / 32, then `if (row < rows) { ... warp max/sum by
 * shuffles ... }`.  On the GPU the row is uniform over a warp only because
 * the block is whole warps; written per thread it is thread[1] to the
 * checker, and a thread[1] condition around the warp's shuffles in
 * thread[32] code is P032.  (The legal spelling takes the row as
 * PRISM_ID(THREAD(32)): adv_ok_port_softmax_warp_row.)
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(softmax_warp, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, rows, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int row = (int)PRISM_ID(THREAD(1)) / 32;
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_PARTITION(o, out, THREAD(1), row * 32 + lane) {
        PRISM_GROUP(THREAD(32)) {
            if (row < rows) { /* error P032 */
                PRISM_AT(THREAD(1)) const float x = in[row * 32 + lane];
                PRISM_AT(THREAD(1)) const float m = PRISM_CALL(prism_warp_reduce_max_f32, x, 32);
                PRISM_AT(THREAD(1)) const float e = expf(x - m);
                PRISM_AT(THREAD(1)) const float s = PRISM_CALL(prism_warp_reduce_sum_f32, e, 32);
                PRISM_GROUP(THREAD(1)) { o[0] = e / s; }
            }
        }
    }
}
/*
 * check-name: adversarial port: warp-per-row softmax guarded by a row index computed per thread
 * check-exit-value: 1
 *
 * check-error-start
adv_port_softmax_row_from_thread_id.cu:22:17: error: the condition of 'if' reads 'row' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_port_softmax_row_from_thread_id.cu:18:35: note: 'row' is declared thread[1] here
adv_port_softmax_row_from_thread_id.cu:24:64: note: at stake: 'prism_warp_reduce_max_f32' would be called by only some threads of each thread[32]: its barriers and collectives need all of them
adv_port_softmax_row_from_thread_id.cu:22:17: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_port_softmax_row_from_thread_id.cu:22:17: note: see: prism-check --explain P032
 * check-error-end
 */
