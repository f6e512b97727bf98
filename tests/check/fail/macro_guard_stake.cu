/*
 * macro_guard_stake.cu - the collective that a divergent condition guards
 * is written inside a user's macro (GUARD(c) expands to `if (c) BAR()`,
 * and BAR() to __syncthreads()): the condition is the user's text at the
 * use, but the barrier at stake is not written there.  The diagnostic
 * names the macro it came from, as it does when its own token comes from
 * one (an outside user's finding: the 'at stake' note said "this
 * '__syncthreads'" at a column where none is written).
 */
#include "prism.h"

#define BAR() __syncthreads()
#define GUARD(c) if (c) BAR()

PRISM_KERNEL(guarded, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    GUARD(i < n); /* error P032 */
    (void)x;
}
/*
 * check-name: a barrier inside a user's macro at stake: the macro is named
 * check-exit-value: 1
 *
 * check-error-start
macro_guard_stake.cu:19:11: error: the condition of 'if' reads 'i' at thread[1] in code at grid[1]: threads of one grid[1] could take different paths [P032]
macro_guard_stake.cu:13:9: note: in expansion of macro 'GUARD' defined here
macro_guard_stake.cu:18:35: note: 'i' is declared thread[1] here
macro_guard_stake.cu:19:5: note: at stake: this '__syncthreads' would run on only some threads of each grid[1]: the others never reach it
macro_guard_stake.cu:19:11: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
macro_guard_stake.cu:19:11: note: see: prism-check --explain P032
 * check-error-end
 */
