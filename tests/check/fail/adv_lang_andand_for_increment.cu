/*
 * adv_lang_andand_for_increment.cu - a warp folds its upper half onto its
 * lower half once per round, written in the for-increment with a
 * short-circuit guard: `lane < 16 && (s += shfl_down(s, 16), 1)`.  Lanes
 * 16-31 skip the full-mask shuffle, so it runs on 16 of the 32 lanes its
 * mask names: undefined on Volta and later (a hang or garbage).  SPEC
 * 5.1: an `&&` whose right side makes a call is a condition, and its read
 * of the thread[1] lane in thread[32] code is P032, wherever the
 * expression stands (here, a for's third clause).
 */
#include "prism.h"

PRISM_DEVICE(float, folds, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = v;
    for (int i = 0; i < 4; i++, (void)(lane < 16 && (s += prism_shfl_down(s, 16), 1))) /* error P032 */
        s *= 0.5f;
    return s;
}
/*
 * check-name: adversarial lang: a lane-guarded shuffle in a for-increment through &&
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_andand_for_increment.cu:18:40: error: '&&' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lang_andand_for_increment.cu:16:35: note: 'lane' is declared thread[1] here
adv_lang_andand_for_increment.cu:18:59: note: at stake: this 'prism_shfl_down' would run on only some threads of each thread[32]: the others never reach it
adv_lang_andand_for_increment.cu:18:40: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lang_andand_for_increment.cu:18:40: note: see: prism-check --explain P032
 * check-error-end
 */
