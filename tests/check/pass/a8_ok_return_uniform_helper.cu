/* expect: accept */
/* form: early return on a grid-uniform parameter before a shuffle in a warp helper */
#include "prism.h"
PRISM_DEVICE(float, helper, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, n, GRID(1)))
{
    if (n <= 0)
        return 0.0f;
    return prism_shfl_xor(v, 1);
}
/*
 * check-name: red team A8 (convergence): early return on a grid-uniform parameter before a shuffle in a warp helper
 *
 * check-error-start
 * check-error-end
 */
