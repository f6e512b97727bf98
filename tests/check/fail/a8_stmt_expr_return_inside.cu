/* expect: P032 */
/* form: statement expression containing if (lane) return; before a shuffle */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = ({ if (lane > 7) return 0; v; }); /* error P032 */ /* error P106 */
    return prism_shfl_xor(r, 1);
}
/*
 * check-name: red team A8 (convergence): statement expression containing if (lane) return; before a shuffle
 * check-exit-value: 1
 *
 * check-error-start
a8_stmt_expr_return_inside.cu:7:40: error: the condition of 'if' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_stmt_expr_return_inside.cu:6:35: note: 'lane' is declared thread[1] here
a8_stmt_expr_return_inside.cu:7:40: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_stmt_expr_return_inside.cu:7:40: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
a8_stmt_expr_return_inside.cu:7:40: note: see: prism-check --explain P032
a8_stmt_expr_return_inside.cu:7:50: error: 'return' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot be placed inside an expression [P106]
a8_stmt_expr_return_inside.cu:7:33: note: the statement expression begins here
a8_stmt_expr_return_inside.cu:7:50: note: at stake: a barrier written anywhere else would order the wrong accesses
a8_stmt_expr_return_inside.cu:7:50: note: fix: write the statement expression's statements as statements of the enclosing block, with the jump among them
a8_stmt_expr_return_inside.cu:7:50: note: see: prism-check --explain P106
 * check-error-end
 */
