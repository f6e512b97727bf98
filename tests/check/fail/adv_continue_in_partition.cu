/*
 * adv_continue_in_partition.cu - the grid-stride habit `if (i >= n)
 * continue;` written inside the partition body: continue only leaves the
 * scope's one-shot loop, skipping the exit barrier, not the user's loop.
 */
#include "prism.h"

PRISM_DEVICE(void, strided, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)), PRISM_PARAM(int, n, BLOCK(1)))
{
    for (int base = 0; base < n; base += (int)PRISM_NTHREADS()) {
        PRISM_AT(THREAD(1)) const int i = base + (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(b, buf, THREAD(1), i) {
            PRISM_GROUP(THREAD(1)) {
                if (i >= n)
                    continue; /* error P090 */
                b[0] *= 2.0f;
            }
        }
    }
}
/*
 * check-name: adversarial: 'continue' out of a partition in a grid-stride loop
 * check-exit-value: 1
 *
 * check-error-start
adv_continue_in_partition.cu:16:21: error: 'continue' leaves the PRISM_GROUP scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_continue_in_partition.cu:14:13: note: the PRISM_GROUP begins here
adv_continue_in_partition.cu:16:21: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_continue_in_partition.cu:16:21: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_continue_in_partition.cu:16:21: note: see: prism-check --explain P090
 * check-error-end
 */
