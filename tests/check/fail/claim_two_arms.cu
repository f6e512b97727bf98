/*
 * claim_two_arms.cu - a claimed name used in two arms of a split, or of a nested split
 */
#include "prism.h"
PRISM_DEVICE(void, two_owners, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(128))
{
    PRISM_SHARED(float, buf, 32);
    PRISM_CLAIM(w, buf, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { (void)w[0]; }
            PRISM_CASE(1) { (void)w[1]; } /* error P063 */
        }
    }
}

/* Nested splits count too: two half-warps inside the owning warp. */
PRISM_DEVICE(void, two_halves, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(128))
{
    PRISM_SHARED(float, buf, 32);
    PRISM_CLAIM(w, buf, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_SPLIT(THREAD) {
                    PRISM_CASE(16) { (void)w[0]; }
                    PRISM_CASE(16) { (void)w[1]; } /* error P063 */
                }
            }
        }
    }
}
/*
 * check-name: a claimed name used in two arms of a split, or of a nested split
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
claim_two_arms.cu:11:35: error: claimed 'w' is used in a second arm of the split: a claim belongs to one group [P063]
claim_two_arms.cu:10:35: note: first used in another arm here
claim_two_arms.cu:11:35: note: at stake: both arms would own the same memory at once
claim_two_arms.cu:11:35: note: fix: claim inside the one arm that uses it, or claim separately in each arm
claim_two_arms.cu:11:35: note: see: prism-check --explain P063
claim_two_arms.cu:25:44: error: claimed 'w' is used in a second arm of the split: a claim belongs to one group [P063]
claim_two_arms.cu:24:44: note: first used in another arm here
claim_two_arms.cu:25:44: note: at stake: both arms would own the same memory at once
claim_two_arms.cu:25:44: note: fix: claim inside the one arm that uses it, or claim separately in each arm
 * check-error-end
 */
