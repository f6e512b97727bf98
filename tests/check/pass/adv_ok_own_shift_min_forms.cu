/*
 * adv_ok_own_shift_min_forms.cu - offsets in forms SPEC 6.3's P067 does not count: a shift
 * by a run-time amount (t << sh), min(t, 31) over 32 threads (the identity
 * here) and a ternary that swaps pairs (t ^ 1 written as a ?:).  All
 * injective for the launches they are meant for; P067 must stay silent.
 */
#include "prism.h"

PRISM_DEVICE(void, shift_min_forms, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(int, sh, GRID(1)),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(a, out, THREAD(1), t << sh) {
        PRISM_GROUP(THREAD(1)) { a[0] = v; }
    }
    PRISM_PARTITION(b, out, THREAD(1), min(t, 31)) {
        PRISM_GROUP(THREAD(1)) { b[0] += v; }
    }
    PRISM_PARTITION(c, out, THREAD(1), (t & 1) ? t - 1 : t + 1) {
        PRISM_GROUP(THREAD(1)) { c[0] *= v; }
    }
}
/*
 * check-name: adversarial (ownership): offsets built with a run-time shift, min() and a ternary: no proof, no warning
 *
 * check-error-start
 * check-error-end
 */
