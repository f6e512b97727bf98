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
 * check-known-to-fail
 *
 * check-error-start
adv_own_claim64_two_splits.cu:27:0: error: P063 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
