/*
 * adv_own_halve.cu - pairing threads with t / 2 (a reduction's first step written
 * as a store): threads 2k and 2k+1 own one slot and both store into it.
 */
#include "prism.h"

PRISM_DEVICE(void, halve, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, pair, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(p, pair, THREAD(1), t / 2) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { p[0] = v; }
    }
}
/*
 * check-name: adversarial (ownership): a partition offset t / 2: pairs of threads share a slot
 *
 * check-error-start
adv_own_halve.cu:11:41: warning: write partition 'p' of 'pair' is not injective: its offset takes at most 16 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_halve.cu:12:39: note: written here by every thread[1] unit
adv_own_halve.cu:11:41: note: at stake: two units write the same element: the last write wins at random
adv_own_halve.cu:11:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_halve.cu:11:41: note: see: prism-check --explain P067
 * check-error-end
 */
