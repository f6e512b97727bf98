/* expect: accept */
/* form: switch on a block-uniform value with fall-through and default around __syncthreads */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1)) + n;
    PRISM_GROUP(BLOCK(1)) {
    switch (b & 3) {
    case 0:
    case 1:
        prism_syncthreads();
        /* fall through */
    case 2:
        break;
    default:
        break;
    }
    prism_syncthreads();
    }
}
/*
 * check-name: red team A8 (convergence): switch on a block-uniform value with fall-through and default around __syncthreads
 *
 * check-error-start
 * check-error-end
 */
