/*
 * adv_id_own_thread.cu - the thread id taken inside the per-thread group:
 * the unit is one thread, so its index within itself is always 0 and
 * every thread writes slot 0.  Take the id in the enclosing scope.
 */
#include "prism.h"

PRISM_DEVICE(void, fill, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
        out[0] = (int)PRISM_ID(THREAD(1)); /* error P033 */
    }
}
/*
 * check-name: adversarial: PRISM_ID(THREAD(1)) inside PRISM_GROUP(THREAD(1))
 * check-exit-value: 1
 *
 * check-error-start
adv_id_own_thread.cu:12:32: error: PRISM_ID(thread[1]) in code at thread[1] is always 0: the code is one thread[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_id_own_thread.cu:12:32: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_id_own_thread.cu:12:32: note: see: prism-check --explain P033
 * check-error-end
 */
