/*
 * adv_ok_barrier_ids.cu - the legal spellings next to
 * fail/adv_barrier_ids.cu: `__barrier_sync(0)` (bar.sync 0, the block's
 * barrier) in block code, with the id as a constant expression, and
 * PRISM_SYNC() in a two-warp unit, which the checker gives its own id.
 */
#include "prism.h"

#define BLOCK_BARRIER 0

PRISM_DEVICE(void, named_ok, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0))
{
    __barrier_sync(0);
    __barrier_sync(BLOCK_BARRIER);
    __barrier_sync(2 - 2);
    PRISM_GROUP(THREAD(64)) {
        PRISM_SYNC();
    }
}
/*
 * check-name: adversarial legal: __barrier_sync(0) in block code, PRISM_SYNC() in a two-warp unit
 *
 * check-error-start
 * check-error-end
 */
