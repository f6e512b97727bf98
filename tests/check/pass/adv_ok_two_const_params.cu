/*
 * adv_ok_two_const_params.cu - the look-alike of adv_alias_passed_twice
 * that is fine: both parameters are const and the callee partitions a
 * third buffer, so reading the same memory twice races with nothing.
 */
#include "prism.h"

PRISM_DEVICE(void, diff, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)),
             PRISM_PARAM(const float *, a, BLOCK(1)),
             PRISM_PARAM(const float *, b, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { d[0] = a[t + 1] - b[t]; }
    }
}

PRISM_DEVICE(void, gradient, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)),
             PRISM_PARAM(const float *, x, BLOCK(1)))
{
    PRISM_CALL(diff, out, x, x);
}
/*
 * check-name: adversarial legal: one buffer passed as two const parameters
 *
 * check-error-start
 * check-error-end
 */
