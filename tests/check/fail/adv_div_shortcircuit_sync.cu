/*
 * adv_div_shortcircuit_sync.cu - `valid && __syncthreads_or(flag)`: the
 * right side is evaluated only by threads whose `valid` holds, so the
 * block-wide vote is reached by part of the block.
 */
#include "prism.h"

PRISM_DEVICE(int, any_hit, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, flag, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int valid = (int)PRISM_ID(THREAD(1)) < n;
    PRISM_AT(THREAD(1)) const int r = valid && __syncthreads_or(flag); /* error P032 */
    return r;
}
/*
 * check-name: adversarial: && short-circuits a __syncthreads_or on per-thread data
 * check-exit-value: 1
 *
 * check-error-start
adv_div_shortcircuit_sync.cu:13:39: error: '&&' guarding a call or side effect reads 'valid' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_div_shortcircuit_sync.cu:12:35: note: 'valid' is declared thread[1] here
adv_div_shortcircuit_sync.cu:13:48: note: at stake: this '__syncthreads_or' would run on only some threads of each block[1]: the others never reach it
adv_div_shortcircuit_sync.cu:13:39: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_div_shortcircuit_sync.cu:13:39: note: see: prism-check --explain P032
 * check-error-end
 */
