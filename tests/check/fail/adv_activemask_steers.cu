/*
 * adv_activemask_steers.cu - __activemask() is the set of lanes that happen
 * to be converged when each lane executes it: under independent thread
 * scheduling two lanes of one warp can get different masks, so it is a
 * thread[1] value.  Kept in a warp-wide variable, or tested by a branch
 * around a warp collective, it could split the warp at the collective.
 */
#include "prism.h"

PRISM_DEVICE(void, kept, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(32)))
{
    PRISM_AT(THREAD(32)) const unsigned m = __activemask(); /* error P030 */
    if (m == 0xffffffffu)
        prism_syncwarp();
    (void)out;
}

PRISM_DEVICE(void, tested, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(32)))
{
    if (__activemask() == 0xffffffffu) /* error P032 */
        prism_syncwarp();
    (void)out;
}
/*
 * check-name: adversarial: __activemask() kept warp-wide or steering a warp collective
 * check-exit-value: 1
 *
 * check-error-start
adv_activemask_steers.cu:13:41: error: 'm' at thread[32] cannot receive a thread[1] value (from the result of '__activemask'): values flow only from broader to narrower [P030]
adv_activemask_steers.cu:13:41: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_activemask_steers.cu:13:41: note: fix: declare 'm' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
adv_activemask_steers.cu:13:41: note: see: prism-check --explain P030
adv_activemask_steers.cu:22:9: error: the condition of 'if' reads the result of '__activemask' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_activemask_steers.cu:23:9: note: at stake: this 'prism_syncwarp' would run on only some threads of each thread[32]: the others never reach it
adv_activemask_steers.cu:22:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_activemask_steers.cu:22:9: note: see: prism-check --explain P032
 * check-error-end
 */
