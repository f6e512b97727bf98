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
 *
 * check-error-start
adv_injective_overlap_window.cu:12:40: warning: write partition 'o' of 'out' is not injective: neighbouring thread[1] units are 2 elements apart, but the elements each writes span 0 to 3 of its slot, so units 2 elements apart overlap [P067]
adv_injective_overlap_window.cu:15:22: note: written here
adv_injective_overlap_window.cu:12:40: note: at stake: two units write the same element: the last write wins at random
adv_injective_overlap_window.cu:12:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_injective_overlap_window.cu:12:40: note: see: prism-check --explain P067
 * check-error-end
 */
