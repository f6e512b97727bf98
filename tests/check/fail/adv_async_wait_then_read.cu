/*
 * adv_async_wait_then_read.cu - the copy is waited for inside the scope
 * and the tile read right after: cp.async.wait_all waits for this thread's
 * own copies only, so the neighbour's four floats that the read wants may
 * not have landed yet (and are not visible without a barrier even when
 * they have).  The read belongs after the scope, whose exit waits and then
 * meets the block.
 */
#include "prism.h"

PRISM_DEVICE(float, stencil_load, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) * 4;
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_ASYNC(tile_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (i < 128)
                prism_cp_async16(tile_a + i, src + i);
            prism_cp_async_commit();
            prism_async_wait_all();
            r = tile_a[(i + 4) % 128]; /* error P065 */
        }
    }
    return r;
}
/*
 * check-name: adversarial: an async tile read inside its scope after the thread's own wait
 * check-exit-value: 1
 *
 * check-error-start
adv_async_wait_then_read.cu:23:17: error: 'tile_a' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async_wait_then_read.cu:23:17: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async_wait_then_read.cu:23:17: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async_wait_then_read.cu:23:17: note: see: prism-check --explain P065
 * check-error-end
 */
