/*
 * adv_lang_fold_shift.cu - a pair-sum written through a partition whose
 * offset is `t >> 1`: threads 2k and 2k+1 own the same slot and both
 * write it (the last writer wins, the pair's sum is lost).  SPEC 6.3,
 * P067: an affine function of the unit's id folded onto fewer values than
 * there are units is proved non-injective; `t >> 1` is `t / 2` for the
 * non-negative id (`(s * id + c) / m` with s = 1, m = 2: 16 values over 32
 * units).  (The SPEC's list names `/`, `%` and `&`, not shifts: see the
 * report.)
 */
#include "prism.h"

PRISM_DEVICE(void, pairs, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, sums, BLOCK(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(s, sums, THREAD(1), t >> 1) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { s[0] += v; }
    }
}
/*
 * check-name: adversarial lang: a partition offset folded by a right shift
 *
 * check-error-start
adv_lang_fold_shift.cu:17:41: warning: write partition 's' of 'sums' is not injective: its offset takes at most 16 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_lang_fold_shift.cu:18:39: note: written here by every thread[1] unit
adv_lang_fold_shift.cu:17:41: note: at stake: two units write the same element: the last write wins at random
adv_lang_fold_shift.cu:17:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_lang_fold_shift.cu:17:41: note: see: prism-check --explain P067
 * check-error-end
 */
