/*
 * adv_lang_max_macro_shfl.cu - the warp maximum written with the classic
 * MAX macro: MAX(m, shfl_xor(m, off)) expands to
 * `(m) > (shfl) ? (m) : (shfl)`, evaluating the shuffle twice, the second
 * time only in the lanes whose comparison picked it.  The second
 * full-mask shuffle runs on part of the warp: undefined on Volta and
 * later.  SPEC 5.1: a `?:` is a condition; it reads the thread[1] `m` in
 * thread[32] code: P032 (macros are expanded before the check, SPEC 13.1).
 */
#include "prism.h"

#define MAX(a, b) ((a) > (b) ? (a) : (b))

PRISM_DEVICE(float, warp_max, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float m = v;
    for (int off = 16; off > 0; off /= 2)
        m = MAX(m, prism_shfl_xor(m, off)); /* error P032 */
    return m;
}
/*
 * check-name: adversarial lang: a MAX macro that evaluates a shuffle again in one arm of ?:
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_max_macro_shfl.cu:19:17: error: '?:' guarding a call or side effect reads 'm' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lang_max_macro_shfl.cu:12:9: note: in expansion of macro 'MAX' defined here
adv_lang_max_macro_shfl.cu:17:31: note: 'm' is declared thread[1] here
adv_lang_max_macro_shfl.cu:19:20: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
adv_lang_max_macro_shfl.cu:19:17: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lang_max_macro_shfl.cu:19:17: note: see: prism-check --explain P032
 * check-error-end
 */
