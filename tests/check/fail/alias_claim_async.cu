/*
 * alias_claim_async.cu - aliases that outlive the hiding of a claim or an
 * async scope.  A view of an async copy's destination read before the
 * scope ends reads bytes the copy engine is still writing; a consumer arm
 * of a split reading the claimed buffer through a copy races with the
 * producer arm that owns it.
 */
#include "prism.h"

PRISM_DEVICE(void, early_read, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(float *, out, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    const float *view = tile;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_ASYNC(tile_a, tile) {
            PRISM_GROUP(THREAD(1)) {
                if (t < 32)
                    prism_cp_async16(tile_a + 4 * t, src + 4 * t);
                prism_cp_async_commit();
                o[0] = view[t]; /* error P061 */
            }
        }
    }
}

PRISM_DEVICE(void, producer_consumer, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(128),
             PRISM_PARAM(float *, out, BLOCK(1)))
{
    PRISM_SHARED(float, stage, 32);
    const float *peek = stage + 1;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_CLAIM(w, stage, THREAD(32)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) {
                    PRISM_PARTITION(wl, w, THREAD(1), PRISM_ID(THREAD(1))) {
                        PRISM_GROUP(THREAD(1)) { wl[0] = 1.0f; }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) { o[0] = peek[0]; } /* error P061 */
                }
            }
        }
    }
}
/*
 * check-name: aliases that outlive the hiding of a claim or an
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
alias_claim_async.cu:22:24: error: 'view' may point into the memory of 'tile', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 'tile_a' [P061]
alias_claim_async.cu:14:18: note: 'view' is derived from 'tile' here
alias_claim_async.cu:17:9: note: 'tile' is narrowed to 'tile_a' here
alias_claim_async.cu:22:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_claim_async.cu:22:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_claim_async.cu:22:24: note: see: prism-check --explain P061
alias_claim_async.cu:43:53: error: 'peek' may point into the memory of 'stage', which is hidden inside the PRISM_CLAIM that narrows it; reach it through 'w' [P061]
alias_claim_async.cu:32:18: note: 'peek' is derived from 'stage' here
alias_claim_async.cu:35:9: note: 'stage' is narrowed to 'w' here
alias_claim_async.cu:43:53: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_claim_async.cu:43:53: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
 * check-error-end
 */
