/*
 * adv_ok_own_claim_same_arm_two_splits.cu - the legal side of
 * fail/adv_own_claim_two_splits.cu: a claimed buffer used from two splits
 * one after another, both times by warp 1 (the second arm of each), so it
 * has one owner (SPEC 6.4); arms of other sizes before it do not matter
 * while they cover the same warps.
 */
#include "prism.h"

PRISM_DEVICE(void, same_arm, PRISM_REQUIRES(BLOCK(1), THREAD(128)), PRISM_SMEM(128))
{
    PRISM_SHARED(float, buf, 32);
    PRISM_CLAIM(w, buf, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { }
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
                PRISM_PARTITION(z, w, THREAD(1), l) {
                    PRISM_GROUP(THREAD(1)) { z[0] += 1.0f; }
                }
            }
            PRISM_CASE(2) { }
        }
    }
}
/*
 * check-name: adversarial legal (ownership): a claimed buffer used by the same warp in two splits
 *
 * check-error-start
 * check-error-end
 */
