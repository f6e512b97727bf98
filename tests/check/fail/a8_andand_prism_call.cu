/* expect: P032 */
/* form: lane < 16 && PRISM_CALL(warp fn with a shuffle) - short circuit skips the call */
#include "prism.h"
PRISM_DEVICE(int, wf, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    return prism_shfl_xor(v, 1) > 0;
}
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = lane < 16 && PRISM_CALL(wf, v); /* error P032 */
    return r;
}
/*
 * check-name: red team A8 (convergence): lane < 16 && PRISM_CALL(warp fn with a shuffle) - short circuit skips the call
 * check-exit-value: 1
 *
 * check-error-start
a8_andand_prism_call.cu:11:33: error: '&&' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_andand_prism_call.cu:10:35: note: 'lane' is declared thread[1] here
a8_andand_prism_call.cu:11:57: note: at stake: 'wf' would be called by only some threads of each thread[32]: its barriers and collectives need all of them
a8_andand_prism_call.cu:11:33: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_andand_prism_call.cu:11:33: note: see: prism-check --explain P032
 * check-error-end
 */
