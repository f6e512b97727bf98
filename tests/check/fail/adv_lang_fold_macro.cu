/*
 * adv_lang_fold_macro.cu - a bucket index macro `BUCKET(x) ((x) & 15)`
 * used as a partition offset in a block of at least 32 threads: threads
 * t and t + 16 own the same bucket and both overwrite it.  SPEC 6.3,
 * P067 (`id & k`: k + 1 values), with the macro expanded first (SPEC
 * 13.1).
 */
#include "prism.h"

#define BUCKET(x) ((x) & 15)

PRISM_DEVICE(void, buckets, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, b, BLOCK(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(s, b, THREAD(1), BUCKET(t)) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { s[0] = v; }
    }
}
/*
 * check-name: adversarial lang: a partition offset folded by a bucket macro
 *
 * check-error-start
adv_lang_fold_macro.cu:16:38: warning: write partition 's' of 'b' is not injective: its offset takes at most 16 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_lang_fold_macro.cu:10:9: note: in expansion of macro 'BUCKET' defined here
adv_lang_fold_macro.cu:17:39: note: written here by every thread[1] unit
adv_lang_fold_macro.cu:16:38: note: at stake: two units write the same element: the last write wins at random
adv_lang_fold_macro.cu:16:38: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_lang_fold_macro.cu:16:38: note: see: prism-check --explain P067
 * check-error-end
 */
