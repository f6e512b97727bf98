/* expect: accept */
/* form: n > 0 && PRISM_CALL(warp fn) with n grid-uniform */
#include "prism.h"
PRISM_DEVICE(int, wf, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    return prism_shfl_xor(v, 1) > 0;
}
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int r = n > 0 && PRISM_CALL(wf, v);
    return r;
}
/*
 * check-name: red team A8 (convergence): n > 0 && PRISM_CALL(warp fn) with n grid-uniform
 *
 * check-error-start
 * check-error-end
 */
