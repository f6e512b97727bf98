/*
 * adv_own_window_through_copy.cu - SPEC 6.3's own P067 example (stride 2, a window of
 * four elements) with the writes going through a local copy of the part
 * (`float *dst = o;`), as CUDA code often names its destination: each thread
 * still stores elements 2t..2t+3, two of which are the next thread's.  The
 * copy is a name derived from o inside the scope (SPEC 6.3 allows it); the
 * writes are writes through the slot.
 */
#include "prism.h"

PRISM_DEVICE(void, windows_copy, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 2) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            float *dst = o;
            for (int k = 0; k < 4; k++)
                dst[k] = v;
        }
    }
}
/*
 * check-name: adversarial (ownership): a stride-2 partition whose window of four is written through a local copy of the part
 * check-known-to-fail
 *
 * check-error-start
adv_own_window_through_copy.cu:15:0: warning: P067 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
