/* expect: accept */
/* form: self-recursive warp function with a warp-uniform depth and a shuffle per level */
#include "prism.h"
PRISM_DEVICE(int, rec, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, d, THREAD(32)), PRISM_PARAM(int, x, THREAD(1)))
{
    if (d == 0)
        return x;
    return PRISM_CALL(rec, d - 1, x + prism_shfl_xor(x, 1));
}
/*
 * check-name: red team A8 (convergence): self-recursive warp function with a warp-uniform depth and a shuffle per level
 *
 * check-error-start
 * check-error-end
 */
