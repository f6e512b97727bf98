/*
 * adv_ok_own_window_copies.cu - the legal look-alikes of
 * fail/adv_own_window_through_copy: writes through local copies of the part
 * that stay inside each unit's slot (SPEC 6.3, P067 follows names derived
 * from the part inside the scope).  A copy kept whole (`dst = o`, a window
 * of two at stride 2), a copy at an offset (`o + 1`, the second element),
 * a copy given its value by one assignment, and a cursor moved back to the
 * slot's start (`o + 4` then `-= 4`, so the writes are o[0] twice): none
 * may be warned about.
 */
#include "prism.h"

PRISM_DEVICE(void, copies, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, a, BLOCK(1)), PRISM_PARAM(float *, b, BLOCK(1)),
             PRISM_PARAM(float *, c, BLOCK(1)), PRISM_PARAM(float *, d, BLOCK(1)),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pa, a, THREAD(1), t * 2) {
        PRISM_GROUP(THREAD(1)) {
            float *dst = pa;
            for (int k = 0; k < 2; k++)
                dst[k] = v;
        }
    }
    PRISM_PARTITION(pb, b, THREAD(1), t * 2) {
        PRISM_GROUP(THREAD(1)) {
            float *dst = pb + 1;
            dst[0] = v;
            *(pb + 0) = v;
        }
    }
    PRISM_PARTITION(pc, c, THREAD(1), 4 * t) {
        PRISM_GROUP(THREAD(1)) {
            float *dst;
            dst = &pc[2];
            dst[0] = v;
            dst[1] = v;
            pc[0] = v;
        }
    }
    PRISM_PARTITION(pd, d, THREAD(1), 4 * t) {
        PRISM_GROUP(THREAD(1)) {
            pd[0] = v;
            float *dst = pd + 4;
            dst -= 4;
            dst[0] = v;
        }
    }
}
/*
 * check-name: adversarial legal (ownership): writes through local copies of a part that stay in its slot
 *
 * check-error-start
 * check-error-end
 */
