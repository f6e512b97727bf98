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
 * check-known-to-fail
 *
 * check-error-start
adv_id_own_thread.cu:12:0: error: P033 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
