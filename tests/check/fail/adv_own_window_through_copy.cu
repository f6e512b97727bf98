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
 *
 * check-error-start
adv_own_window_through_copy.cu:15:40: warning: write partition 'o' of 'out' is not injective: neighbouring thread[1] units are 2 elements apart, but the elements each writes span 0 to 3 of its slot, so units 2 elements apart overlap [P067]
adv_own_window_through_copy.cu:19:24: note: written here
adv_own_window_through_copy.cu:15:40: note: at stake: two units write the same element: the last write wins at random
adv_own_window_through_copy.cu:15:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_window_through_copy.cu:15:40: note: see: prism-check --explain P067
 * check-error-end
 */
