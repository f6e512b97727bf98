/*
 * adv_own_claim_two_splits.cu - a block hands its buffer to one warp (PRISM_CLAIM to
 * thread[32]), then uses it from two splits: the first split's arm is warp
 * 0, the second split's is warp 1 (the empty first arm skips warp 0).  Two
 * warps own the claimed memory: warp 1 adds to what warp 0 stored with no
 * barrier of the claim between them (it ends only after both splits).
 * SPEC 6.4: "across every PRISM_SPLIT inside the claim in one arm only
 * (P063): two arms would be two owners."
 */
#include "prism.h"

PRISM_DEVICE(void, two_splits, PRISM_REQUIRES(BLOCK(1), THREAD(128)), PRISM_SMEM(128))
{
    PRISM_SHARED(float, buf, 32);
    PRISM_CLAIM(w, buf, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, w, THREAD(1), l) {
                    PRISM_GROUP(THREAD(1)) { z[0] = 1.0f; }
                }
            }
        }
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { }
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, w, THREAD(1), l) { /* error P063 */
                    PRISM_GROUP(THREAD(1)) { z[0] += 1.0f; }
                }
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): a claimed buffer used by warp 0 in one split and by warp 1 in the next
 * check-exit-value: 1
 *
 * check-error-start
adv_own_claim_two_splits.cu:28:36: error: claimed 'w' is used by other units of this split than of an earlier one: a claim belongs to one group [P063]
adv_own_claim_two_splits.cu:19:36: note: first used by another arm here
adv_own_claim_two_splits.cu:28:36: note: at stake: both arms would own the same memory at once
adv_own_claim_two_splits.cu:28:36: note: fix: claim inside the one arm that uses it, or claim separately in each arm
adv_own_claim_two_splits.cu:28:36: note: see: prism-check --explain P063
 * check-error-end
 */
