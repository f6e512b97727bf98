/* expect: P032 */
/* form: loop bound from clock() in warp code */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    for (int i = 0; i < (int)(clock() & 3); i++) /* error P032 */
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): loop bound from clock() in warp code
 * check-exit-value: 1
 *
 * check-error-start
a8_trip_clock.cu:6:31: error: the condition of 'for' reads the result of 'clock' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_trip_clock.cu:7:9: note: at stake: this 'prism_syncwarp' would run on only some threads of each thread[32]: the others never reach it
a8_trip_clock.cu:6:31: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_trip_clock.cu:6:31: note: see: prism-check --explain P032
 * check-error-end
 */
