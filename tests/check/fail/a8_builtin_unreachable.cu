/* expect: P032 */
/* form: if (lane >= 16) __builtin_unreachable(); then a shuffle */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    if (lane >= 16) /* error P032 */
        __builtin_unreachable();
    return prism_shfl_xor(v, 1);
}
/*
 * check-name: red team A8 (convergence): if (lane >= 16) __builtin_unreachable(); then a shuffle
 * check-exit-value: 1
 *
 * check-error-start
a8_builtin_unreachable.cu:7:9: error: the condition of 'if' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_builtin_unreachable.cu:6:35: note: 'lane' is declared thread[1] here
a8_builtin_unreachable.cu:7:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_builtin_unreachable.cu:7:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_builtin_unreachable.cu:7:9: note: see: prism-check --explain P032
 * check-error-end
 */
