/*
 * adv_lang_oror_return.cu - a warp predicate returned as
 * `lane == 0 || all(v > 0)`: lane 0 short-circuits and returns, the other
 * 31 lanes run a full-mask __all_sync without it (undefined on Volta+: the
 * vote waits for lane 0).  SPEC 5.1: `||` whose right side makes a call is
 * a condition; reading the thread[1] lane in thread[32] code is P032, in a
 * return statement too.
 */
#include "prism.h"

PRISM_DEVICE(int, leader_or_all, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    return lane == 0 || prism_all(v > 0.0f); /* error P032 */
}
/*
 * check-name: adversarial lang: a vote behind a lane test with || in a return
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_oror_return.cu:15:12: error: '||' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lang_oror_return.cu:14:35: note: 'lane' is declared thread[1] here
adv_lang_oror_return.cu:15:25: note: at stake: this 'prism_all' would run on only some threads of each thread[32]: the others never reach it
adv_lang_oror_return.cu:15:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lang_oror_return.cu:15:12: note: see: prism-check --explain P032
 * check-error-end
 */
