/* expect: accept */
/* form: switch on a grid-uniform parameter with fall-through, default return, then __syncthreads */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    switch (n & 3) {
    case 0:
    case 1:
        prism_syncthreads();
        /* fall through */
    case 2:
        break;
    default:
        return;
    }
    prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): switch on a grid-uniform parameter with fall-through, default return, then __syncthreads
 *
 * check-error-start
 * check-error-end
 */
