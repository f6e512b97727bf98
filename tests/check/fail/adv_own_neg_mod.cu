/*
 * adv_own_neg_mod.cu - a centred slot (t - 8) % 16: C keeps the dividend's sign,
 * so the offsets are -8..15 for 32 threads (SPEC 6.3 counts 2m - 1 = 31
 * values at most): threads 9 and 25 both take slot 1 and store it.
 */
#include "prism.h"

PRISM_DEVICE(void, neg_mod, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, mid, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(m, mid, THREAD(1), (t - 8) % 16) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { m[8] = v; }
    }
}
/*
 * check-name: adversarial (ownership): a partition offset (t - 8) % 16: a signed modulo over 32 threads
 *
 * check-error-start
adv_own_neg_mod.cu:12:41: warning: write partition 'm' of 'mid' is not injective: its offset takes at most 31 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_neg_mod.cu:13:39: note: written here by every thread[1] unit
adv_own_neg_mod.cu:12:41: note: at stake: two units write the same element: the last write wins at random
adv_own_neg_mod.cu:12:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_neg_mod.cu:12:41: note: see: prism-check --explain P067
 * check-error-end
 */
