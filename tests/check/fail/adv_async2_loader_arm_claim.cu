/*
 * adv_async2_loader_arm_claim.cu - warp specialisation with cp.async: the
 * block claims the tile for its loader warp, the loader arm fills it
 * with cp.async, and the compute warps (the other arm) read it.  The
 * scope's end waits for the loader's copies and meets the loader warp
 * only; nothing makes the compute warps wait for the copies, and on the
 * GPU they read the tile before it has landed.  SPEC 6.4: a claimed name
 * is used across the split in one arm only (P063).
 */
#include "prism.h"

PRISM_DEVICE(float, loader, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(64), WARP(1), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_CLAIM(w, tile, WARP(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_ASYNC(w_a, w) {
                    PRISM_GROUP(THREAD(1)) { prism_cp_async16(w_a + lane * 4, src + lane * 4); }
                }
            }
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int j = (int)PRISM_ID(THREAD(1));
                PRISM_GROUP(THREAD(1)) { r = w[j * 2 % 128]; } /* error P063 */
            }
        }
    }
    return r;
}
/*
 * check-name: adversarial: a loader arm fills a claimed tile by cp.async, the compute arm reads it
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_loader_arm_claim.cu:27:46: error: claimed 'w' is used in a second arm of the split: a claim belongs to one group [P063]
adv_async2_loader_arm_claim.cu:21:34: note: first used in another arm here
adv_async2_loader_arm_claim.cu:27:46: note: at stake: both arms would own the same memory at once
adv_async2_loader_arm_claim.cu:27:46: note: fix: claim inside the one arm that uses it, or claim separately in each arm
adv_async2_loader_arm_claim.cu:27:46: note: see: prism-check --explain P063
 * check-error-end
 */
