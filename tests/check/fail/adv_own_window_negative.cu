/*
 * adv_own_window_negative.cu - a stencil write-back that stores the left neighbour too:
 * thread t writes elements t and t+1 of row, so thread t's part[0] is
 * thread t+1's part[-1].
 */
#include "prism.h"

PRISM_DEVICE(void, left_too, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, row, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(r, row, THREAD(1), t + 1) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            r[-1] = 0.5f * v;
            r[0] = 0.5f * v;
        }
    }
}
/*
 * check-name: adversarial (ownership): a stride-1 partition whose threads write part[-1] and part[0]
 *
 * check-error-start
adv_own_window_negative.cu:12:40: warning: write partition 'r' of 'row' is not injective: neighbouring thread[1] units are 1 elements apart, but the elements each writes span -1 to 0 of its slot, so units 1 elements apart overlap [P067]
adv_own_window_negative.cu:14:19: note: written here
adv_own_window_negative.cu:12:40: note: at stake: two units write the same element: the last write wins at random
adv_own_window_negative.cu:12:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_window_negative.cu:12:40: note: see: prism-check --explain P067
 * check-error-end
 */
