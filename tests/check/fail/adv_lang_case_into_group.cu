/*
 * adv_lang_case_into_group.cu - a switch on a block-uniform mode whose
 * second case label sits inside the PRISM_GROUP(THREAD(32)) opened by the
 * first case (the Duff's-device habit of putting labels anywhere).  With
 * mode 1 the switch jumps into the group's body past its start: the
 * group's context (the warp's tid, its lane mask, its barrier) is never
 * initialised, so the inner PRISM_GROUP(THREAD(1)) and the warp barrier
 * run on garbage; nvcc (C++) even refuses the jump past the
 * initialisation.  SPEC 6.6: a jump that would enter the body of a
 * PRISM_GROUP is P090; a case label is the target of such a jump exactly
 * as a goto's label is.
 */
#include "prism.h"

PRISM_DEVICE(void, modes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, out, THREAD(1)), PRISM_PARAM(int, mode, GRID(1)))
{
    switch (mode) {
    case 0:
        PRISM_GROUP(THREAD(32)) {
            prism_syncwarp();
    case 1: /* error P090 */
            PRISM_GROUP(THREAD(1)) { out[0] = mode; }
        }
        break;
    default:
        break;
    }
}
/*
 * check-name: adversarial lang: a case label inside a PRISM_GROUP body (the switch jumps into the scope)
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_case_into_group.cu:22:5: error: 'case' label inside a PRISM_GROUP of its switch: the switch jumps into the scope, past its start [P090]
adv_lang_case_into_group.cu:20:9: note: the PRISM_GROUP begins here
adv_lang_case_into_group.cu:22:5: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_lang_case_into_group.cu:22:5: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_lang_case_into_group.cu:22:5: note: see: prism-check --explain P090
 * check-error-end
 */
