/*
 * stmt_expr_jump.cu - a return, or a break, continue or goto that leaves
 * a GNU statement expression (SPEC 13.3 P106; red team rt19): the passes
 * that look for a function's exits did not see it, so a helper's barrier
 * after `({ if (n == 0) return 0; 1; })` counted as reached on every path
 * (its caller dropped its own barrier and read a neighbour's stale slot),
 * and no cp.async wait stood before the return.  Look-alikes that stay
 * inside the expression: pass/stmt_expr_jump_ok.cu.
 */
#include "prism.h"

PRISM_DEVICE(int, meet, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) int d = ({
        if (n == 0)
            return 0; /* error P106 */
        1;
    });
    __syncthreads();
    return d;
}

PRISM_DEVICE(int, meet_goto, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, BLOCK(1)))
{
    (void)({
        if (n == 0)
            goto out; /* error P106 */
        0;
    });
    __syncthreads();
out:
    return n;
}

PRISM_DEVICE(int, meet_loop, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) int s = 0;
    for (int i = 0; i < n; i++) {
        s += ({
            if (i == 3)
                break; /* error P106 */
            i;
        });
        __syncthreads();
    }
    return s;
}

__device__ int plain(int n)
{
    int v = (n == 0 ? ({ return 0; 0; }) : n); /* error P106 */
    return v;
}

/*
 * check-name: jumps out of a statement expression (P106)
 * check-exit-value: 1
 *
 * check-error-start
stmt_expr_jump.cu:16:13: error: 'return' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot be placed inside an expression [P106]
stmt_expr_jump.cu:14:33: note: the statement expression begins here
stmt_expr_jump.cu:16:13: note: at stake: a barrier written anywhere else would order the wrong accesses
stmt_expr_jump.cu:16:13: note: fix: write the statement expression's statements as statements of the enclosing block, with the jump among them
stmt_expr_jump.cu:16:13: note: see: prism-check --explain P106
stmt_expr_jump.cu:27:13: error: 'goto' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot be placed inside an expression [P106]
stmt_expr_jump.cu:25:11: note: the statement expression begins here
stmt_expr_jump.cu:27:13: note: at stake: a barrier written anywhere else would order the wrong accesses
stmt_expr_jump.cu:27:13: note: fix: write the statement expression's statements as statements of the enclosing block, with the jump among them
stmt_expr_jump.cu:41:17: error: 'break' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot be placed inside an expression [P106]
stmt_expr_jump.cu:39:14: note: the statement expression begins here
stmt_expr_jump.cu:41:17: note: at stake: a barrier written anywhere else would order the wrong accesses
stmt_expr_jump.cu:41:17: note: fix: write the statement expression's statements as statements of the enclosing block, with the jump among them
stmt_expr_jump.cu:51:26: error: 'return' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot be placed inside an expression [P106]
stmt_expr_jump.cu:51:23: note: the statement expression begins here
stmt_expr_jump.cu:51:26: note: at stake: a barrier written anywhere else would order the wrong accesses
stmt_expr_jump.cu:51:26: note: fix: write the statement expression's statements as statements of the enclosing block, with the jump among them
 * check-error-end
 */
