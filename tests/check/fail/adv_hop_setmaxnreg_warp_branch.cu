/*
 * adv_hop_setmaxnreg_warp_branch.cu - inside the producer warpgroup only warp 0 issues TMA, so only
 * warp 0 "needs to" lower its registers: if (warp == 0) setmaxnreg_dec.
 * setmaxnreg is .sync.aligned over the warpgroup: warps 1-3 never execute
 * it and warp 0 waits (or the behaviour is undefined).  SPEC 5.1 P032: the
 * condition reads a thread[32] value in thread[128] code.
 */
#include "prism.h"

PRISM_KERNEL(warp_branch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)(PRISM_ID(THREAD(32)) % 4);
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_setmaxnreg_inc(248); (void)n; }
            PRISM_CASE(1) {
                if (warp == 0) /* error P032 */
                    prism_setmaxnreg_dec(24);
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg under a warp-dependent branch (P032)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_warp_branch.cu:18:21: error: the condition of 'if' reads 'warp' at thread[32] in code at thread[128]: threads of one thread[128] could take different paths [P032]
adv_hop_setmaxnreg_warp_branch.cu:13:36: note: 'warp' is declared thread[32] here
adv_hop_setmaxnreg_warp_branch.cu:19:21: note: at stake: this 'prism_setmaxnreg_dec' would run on only some threads of each thread[128]: the others never reach it
adv_hop_setmaxnreg_warp_branch.cu:18:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_hop_setmaxnreg_warp_branch.cu:18:21: note: see: prism-check --explain P032
 * check-error-end
 */
