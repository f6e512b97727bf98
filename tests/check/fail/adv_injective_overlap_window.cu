/*
 * adv_injective_overlap_window.cu - each thread writes a window of four
 * elements but the partition steps by two: neighbouring threads' windows
 * overlap, a write-write race.
 */
#include "prism.h"

PRISM_DEVICE(void, windows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 2) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                o[k] = v;
        }
    }
}
/*
 * check-name: adversarial: a partition of stride 2 whose threads write 4 elements
 * check-known-to-fail
 *
 * check-error-start
adv_injective_overlap_window.cu:12:0: warning: P067 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
