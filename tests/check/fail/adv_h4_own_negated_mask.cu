/*
 * adv_h4_own_negated_mask.cu - a mirrored ring index, `(-t) & 63`, as a
 * write partition's offset over the 128 threads of a pinned block.
 *
 * Threads t and t + 64 get the same slot (-t and -t - 64 agree mod 64),
 * so two threads store one element with no order between them.  SPEC 6.3
 * (P067): an affine `s * id + c` folded by `& k` takes `k + 1` values; here
 * s = -1, c = 0, 64 values over 128 units.  The same offset written
 * `(0 - t) & 63` draws the warning; with unary minus it does not.
 */
#include "prism.h"

PRISM_DEVICE(void, h4_mirror, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_SHARED(int, ring, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, ring, THREAD(1), (-t) & 63) {       /* warning P067 */
        PRISM_GROUP(THREAD(1)) { w[0] = v; }
    }
    PRISM_PARTITION(w2, ring, THREAD(1), (0 - t) & 63) {   /* warning P067 */
        PRISM_GROUP(THREAD(1)) { w2[0] = v; }
    }
}
/*
 * check-name: adversarial h4 (hole): a write partition at (-t) & 63, unary minus not taken as affine
 *
 * check-error-start
adv_h4_own_negated_mask.cu:18:42: warning: write partition 'w' of 'ring' is not injective: its offset takes at most 64 values over 128 or more thread[1] units, and each writes the same elements through it [P067]
adv_h4_own_negated_mask.cu:19:39: note: written here by every thread[1] unit
adv_h4_own_negated_mask.cu:18:42: note: at stake: two units write the same element: the last write wins at random
adv_h4_own_negated_mask.cu:18:42: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_h4_own_negated_mask.cu:18:42: note: see: prism-check --explain P067
adv_h4_own_negated_mask.cu:21:43: warning: write partition 'w2' of 'ring' is not injective: its offset takes at most 64 values over 128 or more thread[1] units, and each writes the same elements through it [P067]
adv_h4_own_negated_mask.cu:22:40: note: written here by every thread[1] unit
adv_h4_own_negated_mask.cu:21:43: note: at stake: two units write the same element: the last write wins at random
adv_h4_own_negated_mask.cu:21:43: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
 * check-error-end
 */
