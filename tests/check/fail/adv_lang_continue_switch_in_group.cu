/*
 * adv_lang_continue_switch_in_group.cu - a block loop over tiles; inside
 * the per-thread group a switch on the thread's element skips zeros with
 * `continue`.  The continue is not inside any loop of the group: it
 * targets the PRISM_GROUP's and PRISM_PARTITION's one-shot `for`s, whose
 * increment ends them, so the thread leaves the partition without its
 * exit barrier while the others wait at it (conservative build), or
 * reads the tile before its neighbours' writes (checked).  SPEC 6.6: a
 * continue that would leave the body of a scope is P090; a switch does
 * not catch a continue.
 */
#include "prism.h"

PRISM_DEVICE(void, tiles, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, THREAD(1)),
             PRISM_PARAM(int, ntiles, GRID(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    for (int k = 0; k < ntiles; k++) {
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                if (t < 128) {
                    switch (in[k * 128 + t]) {
                    case 0:
                        continue; /* error P090 */
                    default:
                        w[0] = in[k * 128 + t];
                        break;
                    }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { out[0] += tile[(t + 1) % 128]; }
    }
}
/*
 * check-name: adversarial lang: continue inside a switch inside a thread group, meant for the user's loop
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_continue_switch_in_group.cu:26:25: error: 'continue' leaves the PRISM_GROUP scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_lang_continue_switch_in_group.cu:22:13: note: the PRISM_GROUP begins here
adv_lang_continue_switch_in_group.cu:26:25: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_lang_continue_switch_in_group.cu:26:25: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_lang_continue_switch_in_group.cu:26:25: note: see: prism-check --explain P090
 * check-error-end
 */
