/* expect: accept */
/* form: backward goto loop around __syncwarp with a warp-uniform counter */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    int i = 0;
again:
    prism_syncwarp();
    i++;
    if (i < n)
        goto again;
}
/*
 * check-name: red team A8 (convergence): backward goto loop around __syncwarp with a warp-uniform counter
 *
 * check-error-start
 * check-error-end
 */
