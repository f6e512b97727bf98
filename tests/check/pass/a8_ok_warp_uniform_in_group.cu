/* expect: accept */
/* form: warp-id condition steering __syncwarp inside PRISM_GROUP(THREAD(32)) */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    PRISM_GROUP(THREAD(32)) {
        for (int i = 0; i < w; i++)
            prism_syncwarp();
    }
}
/*
 * check-name: red team A8 (convergence): warp-id condition steering __syncwarp inside PRISM_GROUP(THREAD(32))
 *
 * check-error-start
 * check-error-end
 */
