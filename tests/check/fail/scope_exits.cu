/*
 * scope_exits.cu - break, continue, return and goto out of Prism scopes
 */
#include "prism.h"
PRISM_DEVICE(void, early, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    for (int r = 0; r < n; r++) {
        PRISM_PARTITION(b, buf, THREAD(1), PRISM_ID(THREAD(1))) {
            if (n == 1)
                return; /* error P090 */
            if (n == 2)
                break; /* error P090 */
            if (n == 3)
                continue; /* error P090 */
            if (n == 4)
                goto out; /* error P090 */
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < n; i++) {
                    if (i == 2)
                        break;                       /* stays inside: fine */
                    b[0] = (float)i;
                }
            }
        }
    }
out:
    return;
}
/*
 * check-name: break, continue, return and goto out of Prism scopes
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
scope_exits.cu:12:17: error: 'return' leaves the PRISM_PARTITION scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
scope_exits.cu:10:9: note: the PRISM_PARTITION begins here
scope_exits.cu:12:17: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
scope_exits.cu:12:17: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
scope_exits.cu:12:17: note: see: prism-check --explain P090
scope_exits.cu:14:17: error: 'break' leaves the PRISM_PARTITION scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
scope_exits.cu:10:9: note: the PRISM_PARTITION begins here
scope_exits.cu:14:17: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
scope_exits.cu:14:17: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
scope_exits.cu:16:17: error: 'continue' leaves the PRISM_PARTITION scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
scope_exits.cu:10:9: note: the PRISM_PARTITION begins here
scope_exits.cu:16:17: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
scope_exits.cu:16:17: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
scope_exits.cu:18:17: error: 'goto' leaves the PRISM_PARTITION scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
scope_exits.cu:10:9: note: the PRISM_PARTITION begins here
scope_exits.cu:18:17: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
scope_exits.cu:18:17: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
 * check-error-end
 */
