/*
 * adv_own_window_off_by_one.cu - an off-by-one in the per-thread loop (k <= 4 for a stride
 * of 4): each thread also stores the first element of the next thread's part.
 */
#include "prism.h"

PRISM_DEVICE(void, five, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 4) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k <= 4; k++)
                o[k] = v;
        }
    }
}
/*
 * check-name: adversarial (ownership): a stride-4 partition whose loop writes five elements (k <= 4)
 *
 * check-error-start
adv_own_window_off_by_one.cu:11:40: warning: write partition 'o' of 'out' is not injective: neighbouring thread[1] units are 4 elements apart, but the elements each writes span 0 to 4 of its slot, so units 4 elements apart overlap [P067]
adv_own_window_off_by_one.cu:14:22: note: written here
adv_own_window_off_by_one.cu:11:40: note: at stake: two units write the same element: the last write wins at random
adv_own_window_off_by_one.cu:11:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_window_off_by_one.cu:11:40: note: see: prism-check --explain P067
 * check-error-end
 */
