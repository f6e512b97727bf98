/*
 * adv_ok_own_windows_apart.cu - windows that look like overlaps but are not:
 * stride 2 with o[0] and o[3] (never meet: SPEC 6.3's own example), stride
 * 4 with a loop over k < 4, and a stride-1 partition that writes only
 * r[-1] (one element per thread, shifted).  P067 must stay silent.
 */
#include "prism.h"

PRISM_DEVICE(void, windows_apart, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * t) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = v;
            o[3] = v;
        }
    }
    PRISM_PARTITION(q, out, THREAD(1), t * 4) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                q[k] = v + (float)k;
        }
    }
    PRISM_PARTITION(r, out, THREAD(1), t + 1) {
        PRISM_GROUP(THREAD(1)) { r[-1] = 0.5f * v; }
    }
}
/*
 * check-name: adversarial (ownership): per-thread windows that never meet a neighbour's
 *
 * check-error-start
 * check-error-end
 */
