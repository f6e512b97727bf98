/*
 * adv_own_affine_div.cu - a resampling index (3 * t + 1) / 4 used as the owner's
 * slot: 24 slots for 32 threads (t = 1 and t = 2 both give 1), and both
 * threads store it.
 */
#include "prism.h"

PRISM_DEVICE(void, affine_div, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), (3 * t + 1) / 4) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { d[0] = v; }
    }
}
/*
 * check-name: adversarial (ownership): a partition offset (3 * t + 1) / 4 over 32 threads
 *
 * check-error-start
adv_own_affine_div.cu:12:41: warning: write partition 'd' of 'dst' is not injective: its offset takes at most 24 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_affine_div.cu:13:39: note: written here by every thread[1] unit
adv_own_affine_div.cu:12:41: note: at stake: two units write the same element: the last write wins at random
adv_own_affine_div.cu:12:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_affine_div.cu:12:41: note: see: prism-check --explain P067
 * check-error-end
 */
