/*
 * claim_owner.cu - claims: source not owned, target not narrower, use outside the owning arm
 */
#include "prism.h"
PRISM_DEVICE(void, owners, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(128),
             PRISM_PARAM(float *, out, THREAD(32)))
{
    PRISM_SHARED(float, buf, 32);
    PRISM_CLAIM(v, out, THREAD(1)) { /* error P064 */
    }
    PRISM_CLAIM(b, buf, BLOCK(1)) { /* error P064 */
    }
    PRISM_CLAIM(w, buf, THREAD(32)) {
        (void)w[0]; /* error P064 */
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) { (void)w[0]; } /* error P064 */
        }
    }
}
/*
 * check-name: claims: source not owned, target not narrower, use outside the owning arm
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
claim_owner.cu:9:20: error: claim of 'out' at thread[32] in code at block[1]: only the group that owns memory can hand it out [P064]
claim_owner.cu:9:20: note: at stake: the claimed memory would be used by units that do not own it
claim_owner.cu:9:20: note: fix: claim 'out' in the code that owns it, at thread[32] (outside the PRISM_GROUP, PRISM_ONE or arm that narrowed the code to block[1]), and choose the owner inside the claim: PRISM_ONE_CLAIM(c, out) { ... } in thread[32] code, or a part this code owns
claim_owner.cu:9:20: note: see: prism-check --explain P064
claim_owner.cu:11:25: error: claim target block[1] is not narrower than the code perspective block[1] [P064]
claim_owner.cu:11:25: note: at stake: the claimed memory would be used by units that do not own it
claim_owner.cu:11:25: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
claim_owner.cu:14:15: error: claimed 'w' (thread[32]) used in code at block[1]: a claim is used only inside the one thread[32] split arm that owns it [P064]
claim_owner.cu:13:5: note: claimed here
claim_owner.cu:14:15: note: at stake: the claimed memory would be used by units that do not own it
claim_owner.cu:14:15: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
claim_owner.cu:16:35: error: claimed 'w' (thread[32]) used in code at thread[64]: a claim is used only inside the one thread[32] split arm that owns it [P064]
claim_owner.cu:13:5: note: claimed here
claim_owner.cu:16:35: note: at stake: the claimed memory would be used by units that do not own it
claim_owner.cu:16:35: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
 * check-error-end
 */
