/*
 * adv_ok_ballot_in_warp_group.cu - block code cut into warps (the bound
 * promises whole warps): inside each warp the full mask is exactly the
 * lanes that run, so __ballot_sync(0xffffffff) and __syncwarp are right,
 * and the ballot may steer a warp-level branch.
 */
#include "prism.h"

PRISM_DEVICE(int, warp_votes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) const unsigned b = __ballot_sync(0xffffffffu, p);
        if (b != 0u) {
            r = __shfl_sync(0xffffffffu, p, 0);
            __syncwarp();
        }
    }
    return r;
}
/*
 * check-name: adversarial legal: full-mask votes in a per-warp group of block code
 *
 * check-error-start
 * check-error-end
 */
