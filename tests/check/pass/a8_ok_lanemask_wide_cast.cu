/* expect: accept */
/* form: PRISM_LANEMASK() under a 64-bit integer cast in a half-warp group */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32), THREAD(16)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(16)) {
        __syncwarp((unsigned long long)PRISM_LANEMASK());
    }
}
/*
 * check-name: red team A8 (convergence): PRISM_LANEMASK() under a 64-bit integer cast in a half-warp group
 *
 * check-error-start
 * check-error-end
 */
