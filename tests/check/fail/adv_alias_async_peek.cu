/*
 * adv_alias_async_peek.cu - `const float *peek = tile` is read inside the
 * async scope that is filling tile with cp.async: the copy has not
 * completed (cp.async.wait_all comes at the scope's end), so the read sees
 * stale or partial data.
 */
#include "prism.h"

PRISM_DEVICE(float, early_peek, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(BLOCK(1)) const float *peek = tile;
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) * 4;
    PRISM_ASYNC(tile_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (i < 128)
                prism_cp_async16(tile_a + i, src + i);
            prism_cp_async_commit();
            r = peek[i % 128]; /* error P061 */
        }
    }
    return r;
}
/*
 * check-name: adversarial: reading an async copy's destination through an earlier alias
 * check-exit-value: 1
 *
 * check-error-start
adv_alias_async_peek.cu:21:17: error: 'peek' may point into the memory of 'tile', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 'tile_a' [P061]
adv_alias_async_peek.cu:13:37: note: 'peek' is derived from 'tile' here
adv_alias_async_peek.cu:16:5: note: 'tile' is narrowed to 'tile_a' here
adv_alias_async_peek.cu:21:17: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_alias_async_peek.cu:21:17: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_alias_async_peek.cu:21:17: note: see: prism-check --explain P061
 * check-error-end
 */
