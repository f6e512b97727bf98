/*
 * adv_lang_andand_decl_init.cu - `const int hit = lane < 8 && any(v > 0)`
 * in a declaration's initializer: lanes 8-31 short-circuit past the vote,
 * so the warp-wide __any_sync runs on 8 lanes of the 32 its full mask
 * names (undefined behaviour, a hang on Volta+).  SPEC 5.1: an `&&` whose
 * right side makes a call reads a condition; a thread[1] lane in
 * thread[32] code is P032, in an initializer as in an `if`.
 */
#include "prism.h"

PRISM_DEVICE(int, early_hit, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int hit = lane < 8 && prism_any(v > 0.0f); /* error P032 */
    return hit;
}
/*
 * check-name: adversarial lang: a vote behind a lane test with && in a declaration
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_andand_decl_init.cu:15:41: error: '&&' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lang_andand_decl_init.cu:14:35: note: 'lane' is declared thread[1] here
adv_lang_andand_decl_init.cu:15:53: note: at stake: this 'prism_any' would run on only some threads of each thread[32]: the others never reach it
adv_lang_andand_decl_init.cu:15:41: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lang_andand_decl_init.cu:15:41: note: see: prism-check --explain P032
 * check-error-end
 */
