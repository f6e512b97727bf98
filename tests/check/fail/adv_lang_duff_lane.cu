/*
 * adv_lang_duff_lane.cu - Duff's device over a per-lane count, with a
 * warp shuffle in the unrolled body: lanes enter the do-while at
 * different case labels and leave it after different trip counts, so the
 * full-mask shuffles are reached by different lanes at different times
 * (undefined on Volta+).  SPEC 5.1: the switch and the do-while
 * conditions read the thread[1] count in thread[32] code: P032 at each.
 */
#include "prism.h"

PRISM_DEVICE(float, duff, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, count, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_AT(THREAD(1)) int n = (count + 3) / 4;
    switch (count % 4) { /* error P032 */
    case 0:
        do {
            s += prism_shfl_xor(s, 1);
    case 3:
            s += prism_shfl_xor(s, 2);
    case 2:
            s += prism_shfl_xor(s, 4);
    case 1:
            s += prism_shfl_xor(s, 8);
        } while (--n > 0); /* error P032 */
    }
    return s;
}
/*
 * check-name: adversarial lang: Duff's device over a per-lane count with shuffles in the body
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_duff_lane.cu:16:13: error: the condition of 'switch' reads 'count' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lang_duff_lane.cu:12:65: note: 'count' is declared thread[1] here
adv_lang_duff_lane.cu:19:18: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
adv_lang_duff_lane.cu:16:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lang_duff_lane.cu:16:13: note: see: prism-check --explain P032
adv_lang_duff_lane.cu:26:18: error: the condition of 'do-while' reads 'n' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_lang_duff_lane.cu:19:18: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
adv_lang_duff_lane.cu:26:18: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
