/*
 * adv_ok_warp_uniform_loop.cu - the trip count is __reduce_max_sync over
 * the lanes' counts: uniform over the warp, so the __syncwarp inside is
 * reached by all 32 lanes every time (the right way to do
 * adv_flow_shfl_broadcast).
 */
#include "prism.h"

PRISM_DEVICE(int, drain, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned, count, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const unsigned most = __reduce_max_sync(0xffffffffu, count);
    PRISM_AT(THREAD(1)) int done = 0;
    for (unsigned i = 0; i < most; i++) {
        done += i < count;
        prism_syncwarp();
    }
    return done;
}
/*
 * check-name: adversarial legal: a warp loop bounded by a reduction result
 *
 * check-error-start
 * check-error-end
 */
