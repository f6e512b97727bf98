/* expect: P090 */
/* form: goto out of a PRISM_GROUP(THREAD(1)) under a lane test jumps past a __syncwarp */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (lane & 1)
            goto out; /* error P090 */
    }
    prism_syncwarp();
out:
    ;
}
/*
 * check-name: red team A8 (convergence): goto out of a PRISM_GROUP(THREAD(1)) under a lane test jumps past a __syncwarp
 * check-exit-value: 1
 *
 * check-error-start
a8_goto_out_of_thread_group.cu:9:13: error: 'goto' leaves the PRISM_GROUP scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
a8_goto_out_of_thread_group.cu:7:5: note: the PRISM_GROUP begins here
a8_goto_out_of_thread_group.cu:9:13: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
a8_goto_out_of_thread_group.cu:9:13: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
a8_goto_out_of_thread_group.cu:9:13: note: see: prism-check --explain P090
 * check-error-end
 */
