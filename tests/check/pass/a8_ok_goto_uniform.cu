/* expect: accept */
/* form: forward goto under a grid-uniform condition skips a __syncwarp for the whole warp */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    if (n > 0)
        goto done;
    prism_syncwarp();
done:
    ;
}
/*
 * check-name: red team A8 (convergence): forward goto under a grid-uniform condition skips a __syncwarp for the whole warp
 *
 * check-error-start
 * check-error-end
 */
