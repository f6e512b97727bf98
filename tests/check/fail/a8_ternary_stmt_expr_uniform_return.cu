/* expect: reject (P106 since red team rt19: a return out of a statement expression; it was accepted: the
 * condition is grid-uniform, so the block converges, but the exit passes did not see the return) */
/* form: grid-uniform n <= 0 ? ({ return; 0; }) : 0 before __syncthreads */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    (void)(n <= 0 ? ({ return; 0; }) : 0); /* error P106 */
    prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): grid-uniform n <= 0 ? ({ return; 0; }) : 0 before __syncthreads (P106)
 * check-exit-value: 1
 *
 * check-error-start
a8_ternary_stmt_expr_uniform_return.cu:7:24: error: 'return' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot be placed inside an expression [P106]
a8_ternary_stmt_expr_uniform_return.cu:7:21: note: the statement expression begins here
a8_ternary_stmt_expr_uniform_return.cu:7:24: note: at stake: a barrier written anywhere else would order the wrong accesses
a8_ternary_stmt_expr_uniform_return.cu:7:24: note: fix: write the statement expression's statements as statements of the enclosing block, with the jump among them
a8_ternary_stmt_expr_uniform_return.cu:7:24: note: see: prism-check --explain P106
 * check-error-end
 */
