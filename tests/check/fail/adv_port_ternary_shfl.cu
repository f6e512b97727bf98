/*
 * adv_port_ternary_shfl.cu - the tail of a block reduction that folds
 * the per-warp partials: `v = (lane < nwarps) ? warp_reduce(partial[lane])
 * : 0;`, written with the shuffles inline in the conditional expression.
 * Only the lanes below nwarps evaluate the shuffles, which name all 32
 * lanes: undefined behaviour on Volta (a hang or garbage from lanes that
 * never arrive).  A `?:` guarding a call reads a thread[1] value in
 * thread[32] code: P032.
 */
#include "prism.h"

PRISM_KERNEL(fold_partials, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, partial, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, nwarps, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(ow, out, THREAD(32), warp) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t v = lane < nwarps ? partial[warp * 32 + lane] : 0;
            v = lane < nwarps ? v + __shfl_xor_sync(0xffffffffu, v, 16) : 0; /* error P032 */
            for (int off = 8; off > 0; off /= 2)
                v += __shfl_xor_sync(0xffffffffu, v, off);
            PRISM_ONE_CLAIM(o1, ow) { o1[0] = v; }
        }
    }
}
/*
 * check-name: adversarial port: a warp shuffle inside a lane-guarded conditional expression
 * check-exit-value: 1
 *
 * check-error-start
adv_port_ternary_shfl.cu:21:17: error: '?:' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_port_ternary_shfl.cu:19:43: note: 'lane' is declared thread[1] here
adv_port_ternary_shfl.cu:21:37: note: at stake: this '__shfl_xor_sync' would run on only some threads of each thread[32]: the others never reach it
adv_port_ternary_shfl.cu:21:17: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_port_ternary_shfl.cu:21:17: note: see: prism-check --explain P032
 * check-error-end
 */
