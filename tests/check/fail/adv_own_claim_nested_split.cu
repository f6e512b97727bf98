/*
 * adv_own_claim_nested_split.cu - the warp claim is used inside an arm of two warps, whose
 * nested split gives it to warp 0 and to warp 1: two owners (SPEC 6.4,
 * P063; each nested arm is exactly thread[32], so P064 does not apply).
 */
#include "prism.h"

PRISM_DEVICE(void, nested_split, PRISM_REQUIRES(BLOCK(1), THREAD(128)), PRISM_SMEM(128))
{
    PRISM_SHARED(float, buf, 32);
    PRISM_CLAIM(w, buf, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(z, w, THREAD(1), l) {
                            PRISM_GROUP(THREAD(1)) { z[0] = 1.0f; }
                        }
                    }
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(z, w, THREAD(1), l) { /* error P063 */
                            PRISM_GROUP(THREAD(1)) { z[0] = 2.0f; }
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): a claimed buffer used in both arms of a split nested inside the owning arm
 * check-exit-value: 1
 *
 * check-error-start
adv_own_claim_nested_split.cu:23:44: error: claimed 'w' is used in a second arm of the split: a claim belongs to one group [P063]
adv_own_claim_nested_split.cu:17:44: note: first used in another arm here
adv_own_claim_nested_split.cu:23:44: note: at stake: both arms would own the same memory at once
adv_own_claim_nested_split.cu:23:44: note: fix: claim inside the one arm that uses it, or claim separately in each arm
adv_own_claim_nested_split.cu:23:44: note: see: prism-check --explain P063
 * check-error-end
 */
