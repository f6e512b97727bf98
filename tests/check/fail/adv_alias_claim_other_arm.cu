/*
 * adv_alias_claim_other_arm.cu - warp 0 claims the buffer and fills it;
 * warp 1 reads it through `const int *look = buf` taken before the claim.
 * The arms run concurrently, so warp 1 reads while warp 0 writes.
 */
#include "prism.h"

PRISM_KERNEL(producer_consumer, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1), THREAD(1)),
             PRISM_SMEM(128), PRISM_PARAM(int, seed, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, buf, 32);
        PRISM_AT(BLOCK(1)) const int *look = buf;
        PRISM_AT(THREAD(1)) int got = 0;
        PRISM_CLAIM(w, buf, THREAD(32)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(slot, w, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { slot[0] = seed + lane; }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int l2 = (int)PRISM_ID(THREAD(1));
                    PRISM_GROUP(THREAD(1)) { got = look[l2]; } /* error P061 */
                }
            }
        }
        (void)got;
    }
}
/*
 * check-name: adversarial: a consumer arm reads through an alias what the claiming arm writes
 * check-exit-value: 1
 *
 * check-error-start
adv_alias_claim_other_arm.cu:25:52: error: 'look' may point into the memory of 'buf', which is hidden inside the PRISM_CLAIM that narrows it; reach it through 'w' [P061]
adv_alias_claim_other_arm.cu:13:39: note: 'look' is derived from 'buf' here
adv_alias_claim_other_arm.cu:15:9: note: 'buf' is narrowed to 'w' here
adv_alias_claim_other_arm.cu:25:52: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_alias_claim_other_arm.cu:25:52: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_alias_claim_other_arm.cu:25:52: note: see: prism-check --explain P061
 * check-error-end
 */
