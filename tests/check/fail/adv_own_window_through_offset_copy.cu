/*
 * adv_own_window_through_offset_copy.cu - the siblings of
 * adv_own_window_through_copy: the local copy of the part starts one
 * element in (`float *dst = o + 1`, or `dst = &o[1]` assigned once), and an
 * async name's copies (4 bytes at element 0, 8 bytes at element 1) cover
 * three floats of a slot two floats wide.  Each unit writes elements 1..3
 * (or 0..2) of a stride-2 slot, and the next unit writes its own 1 (or 0),
 * which is the same float (SPEC 6.3: the window counts writes through every
 * name derived from the part, async copies by their width).
 */
#include "prism.h"

PRISM_DEVICE(void, offset_copies, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(float *, a, BLOCK(1)), PRISM_PARAM(float *, b, BLOCK(1)),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_SHARED(float, tile, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pa, a, THREAD(1), t * 2) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            float *dst = pa + 1;
            for (int k = 0; k < 3; k++)
                dst[k] = v;
        }
    }
    PRISM_PARTITION(pb, b, THREAD(1), 2 * t) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            float *dst;
            dst = &pb[1];
            dst[0] = v;
            dst[1] = v;
            dst[2] = v;
        }
    }
    PRISM_PARTITION(pt, tile, THREAD(1), 2 * t) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            PRISM_ASYNC(r, pt) {
                prism_cp_async4(r, src + 2 * t);
                prism_cp_async8(r + 1, src + 2 * t + 1);
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): stride-2 windows written through offset copies of the part and by async copies of two widths
 *
 * check-error-start
adv_own_window_through_offset_copy.cu:19:39: warning: write partition 'pa' of 'a' is not injective: neighbouring thread[1] units are 2 elements apart, but the elements each writes span 1 to 3 of its slot, so units 2 elements apart overlap [P067]
adv_own_window_through_offset_copy.cu:23:24: note: written here
adv_own_window_through_offset_copy.cu:19:39: note: at stake: two units write the same element: the last write wins at random
adv_own_window_through_offset_copy.cu:19:39: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_window_through_offset_copy.cu:19:39: note: see: prism-check --explain P067
adv_own_window_through_offset_copy.cu:26:39: warning: write partition 'pb' of 'b' is not injective: neighbouring thread[1] units are 2 elements apart, but the elements each writes span 1 to 3 of its slot, so units 2 elements apart overlap [P067]
adv_own_window_through_offset_copy.cu:30:20: note: written here
adv_own_window_through_offset_copy.cu:26:39: note: at stake: two units write the same element: the last write wins at random
adv_own_window_through_offset_copy.cu:26:39: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_window_through_offset_copy.cu:35:42: warning: write partition 'pt' of 'tile' is not injective: neighbouring thread[1] units are 2 elements apart, but the elements each writes span 0 to 2 of its slot, so units 2 elements apart overlap [P067]
adv_own_window_through_offset_copy.cu:38:32: note: written here
adv_own_window_through_offset_copy.cu:35:42: note: at stake: two units write the same element: the last write wins at random
adv_own_window_through_offset_copy.cu:35:42: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
 * check-error-end
 */
