/* expect: P090 */
/* form: goto from warp code into a label inside PRISM_GROUP(THREAD(1)) followed by ... a collective after the group is skipped by nobody, but entering the scope is illegal */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    if (n > 0)
        goto inside; /* error P090 */
    prism_syncwarp();
    PRISM_GROUP(THREAD(1)) {
inside:
        ;
    }
}
/*
 * check-name: red team A8 (convergence): goto from warp code into a label inside PRISM_GROUP(THREAD(1)) followed by ... a collective after the group is skipped by nobody, but entering the scope is illegal
 * check-exit-value: 1
 *
 * check-error-start
a8_goto_into_thread_group.cu:7:9: error: 'goto' jumps into a Prism scope, past its start [P090]
a8_goto_into_thread_group.cu:7:9: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
a8_goto_into_thread_group.cu:7:9: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
a8_goto_into_thread_group.cu:7:9: note: see: prism-check --explain P090
 * check-error-end
 */
