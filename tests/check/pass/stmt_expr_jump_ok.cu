/*
 * stmt_expr_jump_ok.cu - look-alikes of fail/stmt_expr_jump.cu (P106):
 * jumps that stay inside the statement expression (a loop's break and
 * continue, a goto to a label inside it) and a return after it.
 */
#include "prism.h"

PRISM_DEVICE(int, inside, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) int d = ({
        int s = 0;
        for (int i = 0; i < 8; i++) {
            if (i == n)
                break;
            if (i & 1)
                continue;
            s += i;
        }
        if (s > 100)
            goto done;
        s++;
    done:
        s;
    });
    __syncthreads();
    if (n == 0)
        return 0;
    return d;
}

/*
 * check-name: jumps inside a statement expression
 */
