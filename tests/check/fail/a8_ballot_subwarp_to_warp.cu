/* expect: P032 */
/* form: ballot in a THREAD(16) group (uniform per half) steering a full-warp __syncwarp after the group */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32), THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(16)) unsigned b = 0;
    PRISM_GROUP(THREAD(16)) {
        PRISM_AT(THREAD(16)) const unsigned bb = __ballot_sync(PRISM_LANEMASK(), x > 0);
        (void)bb;
    }
    PRISM_GROUP(THREAD(16)) {
        b = __ballot_sync(PRISM_LANEMASK(), x > 0);
    }
    if (b) /* error P032 */
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): ballot in a THREAD(16) group (uniform per half) steering a full-warp __syncwarp after the group
 * check-exit-value: 1
 *
 * check-error-start
a8_ballot_subwarp_to_warp.cu:14:9: error: the condition of 'if' reads 'b' at thread[16] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_ballot_subwarp_to_warp.cu:6:35: note: 'b' is declared thread[16] here
a8_ballot_subwarp_to_warp.cu:15:9: note: at stake: this 'prism_syncwarp' would run on only some threads of each thread[32]: the others never reach it
a8_ballot_subwarp_to_warp.cu:14:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_ballot_subwarp_to_warp.cu:14:9: note: see: prism-check --explain P032
 * check-error-end
 */
