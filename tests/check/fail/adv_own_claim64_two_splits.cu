/*
 * adv_own_claim64_two_splits.cu - a block pinned to 128 threads hands a 64-element buffer
 * to "one pair of warps" (a claim to the whole-warp thread[64], SPEC 6.4's
 * BLOCKDIM case), then the first split gives it to warps 0-1 and a second
 * split to warps 2-3: two owners of the claimed memory.  SPEC 6.4: "across
 * every PRISM_SPLIT inside the claim in one arm only (P063)".
 */
#include "prism.h"

PRISM_KERNEL(claim64, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(256))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, buf, 64);
        PRISM_CLAIM(c, buf, THREAD(64)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) {
                    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(x, c, THREAD(1), l) {
                        PRISM_GROUP(THREAD(1)) { x[0] = 1.0f; }
                    }
                }
            }
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) { }
                PRISM_CASE(2) {
                    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(x, c, THREAD(1), l) { /* error P063 */
                        PRISM_GROUP(THREAD(1)) { x[0] += 1.0f; }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): a thread[64] claim in a 128-thread block used by both warp pairs
 * check-exit-value: 1
 *
 * check-error-start
adv_own_claim64_two_splits.cu:27:40: error: claimed 'c' is used by other units of this split than of an earlier one: a claim belongs to one group [P063]
adv_own_claim64_two_splits.cu:18:40: note: first used by another arm here
adv_own_claim64_two_splits.cu:27:40: note: at stake: both arms would own the same memory at once
adv_own_claim64_two_splits.cu:27:40: note: fix: claim inside the one arm that uses it, or claim separately in each arm
adv_own_claim64_two_splits.cu:27:40: note: see: prism-check --explain P063
 * check-error-end
 */
