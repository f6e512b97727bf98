/* expect: accept */
/* form: __syncthreads_or of per-thread data steering a block barrier loop (made uniform on purpose) */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) int go = __syncthreads_or(v > 0);
    while (go) {
        go = __syncthreads_or(0);
    }
}
/*
 * check-name: red team A8 (convergence): __syncthreads_or of per-thread data steering a block barrier loop (made uniform on purpose)
 *
 * check-error-start
 * check-error-end
 */
