/*
 * adv_ok_async_then_read.cu - the right way to do adv_alias_async_peek:
 * the view taken before the async scope is read after it, when the copy
 * has completed and the block has met.
 */
#include "prism.h"

PRISM_DEVICE(float, after_copy, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    const float *view = tile + 4;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) * 4;
    PRISM_ASYNC(tile_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (i < 128)
                prism_cp_async16(tile_a + i, src + i);
            prism_cp_async_commit();
        }
    }
    PRISM_AT(THREAD(1)) const float r = view[(int)PRISM_ID(THREAD(1)) % 124];
    return r;
}
/*
 * check-name: adversarial legal: an async tile read only after its scope, through an earlier view
 *
 * check-error-start
 * check-error-end
 */
