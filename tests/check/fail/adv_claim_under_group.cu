/*
 * adv_claim_under_group.cu - "give the tile to warp 0" written as a claim
 * followed by a per-warp group: every warp runs the body, so every warp
 * owns and writes the tile.
 */
#include "prism.h"

PRISM_DEVICE(void, warp_zero, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128))
{
    PRISM_SHARED(float, acc, 32);
    PRISM_CLAIM(w, acc, THREAD(32)) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_PARTITION(s, w, THREAD(1), PRISM_ID(THREAD(1))) { /* error P064 */
                PRISM_GROUP(THREAD(1)) { s[0] = 0.0f; }
            }
        }
    }
}
/*
 * check-name: adversarial: a claimed tile used under a group instead of a split
 * check-exit-value: 1
 *
 * check-error-start
adv_claim_under_group.cu:13:32: error: claimed 'w' (thread[32]) used in code at thread[32]: a claim is used only inside the one thread[32] split arm that owns it [P064]
adv_claim_under_group.cu:11:5: note: claimed here
adv_claim_under_group.cu:13:32: note: at stake: the claimed memory would be used by units that do not own it
adv_claim_under_group.cu:13:32: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
adv_claim_under_group.cu:13:32: note: see: prism-check --explain P064
 * check-error-end
 */
