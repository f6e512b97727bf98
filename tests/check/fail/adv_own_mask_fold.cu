/*
 * adv_own_mask_fold.cu - a per-lane slot masked with t & 7 (meant: t & 31): eight
 * slots for 32 threads, so threads t, t+8, t+16 and t+24 own and store the
 * same element (last writer wins).
 */
#include "prism.h"

PRISM_DEVICE(void, mask_fold, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, slots, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(s, slots, THREAD(1), t & 7) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { s[0] = v; }
    }
}
/*
 * check-name: adversarial (ownership): a partition offset masked with t & 7 over 32 threads
 *
 * check-error-start
adv_own_mask_fold.cu:12:42: warning: write partition 's' of 'slots' is not injective: its offset takes at most 8 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_mask_fold.cu:13:39: note: written here by every thread[1] unit
adv_own_mask_fold.cu:12:42: note: at stake: two units write the same element: the last write wins at random
adv_own_mask_fold.cu:12:42: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_mask_fold.cu:12:42: note: see: prism-check --explain P067
 * check-error-end
 */
