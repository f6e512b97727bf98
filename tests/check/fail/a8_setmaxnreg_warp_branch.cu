/* expect: P032 */
/* form: setmaxnreg (warpgroup collective) under a warp-uniform condition inside a warpgroup arm */
#include "prism.h"
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1), WARP(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
                if (w == 0) prism_setmaxnreg_dec(120); /* error P032 */
                (void)n;
            }
            PRISM_CASE(1) { }
        }
    }
}
/*
 * check-name: red team A8 (convergence): setmaxnreg (warpgroup collective) under a warp-uniform condition inside a warpgroup arm
 * check-exit-value: 1
 *
 * check-error-start
a8_setmaxnreg_warp_branch.cu:10:21: error: the condition of 'if' reads 'w' at thread[32] in code at thread[128]: threads of one thread[128] could take different paths [P032]
a8_setmaxnreg_warp_branch.cu:9:48: note: 'w' is declared thread[32] here
a8_setmaxnreg_warp_branch.cu:10:29: note: at stake: this 'prism_setmaxnreg_dec' would run on only some threads of each thread[128]: the others never reach it
a8_setmaxnreg_warp_branch.cu:10:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_setmaxnreg_warp_branch.cu:10:21: note: see: prism-check --explain P032
 * check-error-end
 */
