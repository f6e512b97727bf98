/*
 * adv_lang_stmt_expr_shfl.cu - a GNU statement expression (nvcc and gcc
 * accept `({ ... })` in device code) computes a neighbour exchange: odd
 * lanes take their neighbour's value with a shuffle inside an `if`.  The
 * even lanes never reach the full-mask shuffle.  SPEC 5.1: the `if` reads
 * the thread[1] lane in thread[32] code: P032, inside an expression
 * statement's braces as anywhere.
 */
#include "prism.h"

PRISM_DEVICE(float, odd_take, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float r = ({
        PRISM_AT(THREAD(1)) float a = v;
        if (lane & 1) /* error P032 */
            a = prism_shfl_up(a, 1);
        a;
    });
    return r;
}
/*
 * check-name: adversarial lang: a lane-guarded shuffle inside a GNU statement expression
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_stmt_expr_shfl.cu:17:13: error: the condition of 'if' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lang_stmt_expr_shfl.cu:14:35: note: 'lane' is declared thread[1] here
adv_lang_stmt_expr_shfl.cu:18:17: note: at stake: this 'prism_shfl_up' would run on only some threads of each thread[32]: the others never reach it
adv_lang_stmt_expr_shfl.cu:17:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lang_stmt_expr_shfl.cu:17:13: note: see: prism-check --explain P032
 * check-error-end
 */
