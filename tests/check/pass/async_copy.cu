/*
 * async_copy.cu - async copies into shared memory from thread[1] code
 */
#include "prism.h"
PRISM_DEVICE(void, prefetch, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) * 4;  /* in block[1] code: the thread's index */
    PRISM_ASYNC(tile_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (i < 128)
                prism_cp_async16(tile_a + i, src + i);
            prism_cp_async_commit();
        }
    }
    /* The copy is complete here: the tile is readable again. */
    PRISM_AT(THREAD(1)) const float first = tile[0];
    (void)first;
}
/*
 * check-name: async copies into shared memory from thread[1] code
 *
 * check-error-start
 * check-error-end
 */
