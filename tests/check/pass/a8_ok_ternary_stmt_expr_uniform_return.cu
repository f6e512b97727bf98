/* expect: accept */
/* form: grid-uniform n <= 0 ? ({ return; 0; }) : 0 before __syncthreads */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    (void)(n <= 0 ? ({ return; 0; }) : 0);
    prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): grid-uniform n <= 0 ? ({ return; 0; }) : 0 before __syncthreads
 *
 * check-error-start
 * check-error-end
 */
