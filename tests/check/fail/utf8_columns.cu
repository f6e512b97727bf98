/*
 * utf8_columns.cu - columns on lines with non-ASCII text and tabs are gcc's
 * display columns (a UTF-8 character one, a wide one two, a tab to the
 * next multiple of 8), not bytes: "größe äöü" is 9 characters and 14 bytes.
 */
#include "prism.h"

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int i = (int)PRISM_ID(THREAD(1));
    /* größe äöü */ if (i < n) __syncthreads(); /* error P032 */
	/* 漢字 */	if (i < n) __syncthreads(); /* error P032 */
}
/*
 * check-name: columns count characters as gcc shows them, not bytes
 * check-exit-value: 1
 *
 * check-error-start
utf8_columns.cu:12:25: error: the condition of 'if' reads 'i' at thread[1] in code at grid[1]: threads of one grid[1] could take different paths [P032]
utf8_columns.cu:11:29: note: 'i' is declared thread[1] here
utf8_columns.cu:12:32: note: at stake: this '__syncthreads' would run on only some threads of each grid[1]: the others never reach it
utf8_columns.cu:12:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
utf8_columns.cu:12:25: note: see: prism-check --explain P032
utf8_columns.cu:13:29: error: the condition of 'if' reads 'i' at thread[1] in code at grid[1]: threads of one grid[1] could take different paths [P032]
utf8_columns.cu:11:29: note: 'i' is declared thread[1] here
utf8_columns.cu:13:36: note: at stake: this '__syncthreads' would run on only some threads of each grid[1]: the others never reach it
utf8_columns.cu:13:29: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
