/* expect: accept */
/* form: run-time xor lane mask from 8 shifted down in a half-warp group */
#include "prism.h"
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32), THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(16)) {
        for (int off = 8; off > 0; off >>= 1)
            s += __shfl_xor_sync(PRISM_LANEMASK(), s, off, 16);
    }
    return s;
}
/*
 * check-name: red team A8 (convergence): run-time xor lane mask from 8 shifted down in a half-warp group
 *
 * check-error-start
 * check-error-end
 */
