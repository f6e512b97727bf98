/* expect: P032 */
/* form: lane < 16 || ({ return; 0; }) - short-circuit whose right side returns, then __syncwarp */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    (void)(lane < 16 || ({ return; 0; })); /* error P032 */ /* error P106 */
    prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): lane < 16 || ({ return; 0; }) - short-circuit whose right side returns, then __syncwarp
 * check-exit-value: 1
 *
 * check-error-start
a8_oror_stmt_expr_return.cu:7:12: error: '||' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_oror_stmt_expr_return.cu:6:35: note: 'lane' is declared thread[1] here
a8_oror_stmt_expr_return.cu:7:12: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_oror_stmt_expr_return.cu:7:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_oror_stmt_expr_return.cu:7:12: note: see: prism-check --explain P032
a8_oror_stmt_expr_return.cu:7:28: error: 'return' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot be placed inside an expression [P106]
a8_oror_stmt_expr_return.cu:7:25: note: the statement expression begins here
a8_oror_stmt_expr_return.cu:7:28: note: at stake: a barrier written anywhere else would order the wrong accesses
a8_oror_stmt_expr_return.cu:7:28: note: fix: write the statement expression's statements as statements of the enclosing block, with the jump among them
a8_oror_stmt_expr_return.cu:7:28: note: see: prism-check --explain P106
 * check-error-end
 */
