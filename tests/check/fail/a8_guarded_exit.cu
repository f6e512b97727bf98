/*
 * a8_guarded_exit.cu - red team A8: an early exit hidden in an expression
 * some lanes take, before a __syncwarp: `lane < 16 || (__trap(), 0)` and a
 * CHECK macro `(c) ? (void)0 : __trap()`.  `if (lane == 5) __trap();` was
 * already P032; a call that may end the thread (__trap, exit, abort,
 * assert) is now a side effect a short-circuit or ?: guards, as SPEC 5.1
 * says of calls (P032).
 */
#include "prism.h"
#define CHECK(c) ((c) ? (void)0 : __trap())
PRISM_DEVICE(void, k1, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    (void)(lane < 16 || (__trap(), 0)); /* error P032 */
    prism_syncwarp();
}
PRISM_DEVICE(void, k2, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    CHECK(lane < 16); /* error P032 */
    prism_syncwarp();
}
/*
 * check-name: red-team A8: __trap under a per-lane || or ?: in warp code is a guarded exit (P032)
 * check-exit-value: 1
 *
 * check-error-start
a8_guarded_exit.cu:14:12: error: '||' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_guarded_exit.cu:13:35: note: 'lane' is declared thread[1] here
a8_guarded_exit.cu:14:12: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_guarded_exit.cu:14:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_guarded_exit.cu:14:12: note: see: prism-check --explain P032
a8_guarded_exit.cu:20:11: error: '?:' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_guarded_exit.cu:10:9: note: in expansion of macro 'CHECK' defined here
a8_guarded_exit.cu:19:35: note: 'lane' is declared thread[1] here
a8_guarded_exit.cu:20:11: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_guarded_exit.cu:20:11: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
