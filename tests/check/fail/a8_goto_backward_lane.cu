/* expect: P032 */
/* form: backward goto loop around __syncwarp whose exit depends on the lane */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int i = 0;
again:
    prism_syncwarp();
    PRISM_GROUP(THREAD(1)) { i++; }
    if (i < lane) /* error P032 */
        goto again;
}
/*
 * check-name: red team A8 (convergence): backward goto loop around __syncwarp whose exit depends on the lane
 * check-exit-value: 1
 *
 * check-error-start
a8_goto_backward_lane.cu:11:9: error: the condition of 'if' reads 'i' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_goto_backward_lane.cu:7:29: note: 'i' is declared thread[1] here
a8_goto_backward_lane.cu:11:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_goto_backward_lane.cu:11:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_goto_backward_lane.cu:11:9: note: see: prism-check --explain P032
 * check-error-end
 */
