/*
 * adv_lang_break_switch_through_group.cu - inside `case 0:` a thread
 * group writes its output and `break`s, meaning to leave the switch.  But
 * PRISM_GROUP is a one-shot `for`: the break leaves the group's loop only,
 * skipping its end, and execution falls on into `case 1:`, where the
 * block's barrier and the second store run for mode 0 too.  SPEC 6.6: a
 * break that would leave the body of a PRISM_GROUP is P090, wherever the
 * user thought it pointed.
 */
#include "prism.h"

PRISM_DEVICE(void, modes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, out, THREAD(1)), PRISM_PARAM(int, mode, GRID(1)))
{
    switch (mode) {
    case 0:
        PRISM_GROUP(THREAD(1)) {
            out[0] = 10;
            break; /* error P090 */
        }
    case 1:
        prism_syncthreads();
        PRISM_GROUP(THREAD(1)) { out[0] = 20; }
        break;
    default:
        break;
    }
}
/*
 * check-name: adversarial lang: a break meant for the switch, inside a PRISM_GROUP in a case
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_break_switch_through_group.cu:19:13: error: 'break' leaves the PRISM_GROUP scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_lang_break_switch_through_group.cu:17:9: note: the PRISM_GROUP begins here
adv_lang_break_switch_through_group.cu:19:13: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_lang_break_switch_through_group.cu:19:13: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_lang_break_switch_through_group.cu:19:13: note: see: prism-check --explain P090
 * check-error-end
 */
