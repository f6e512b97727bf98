/*
 * adv_own_fold_in_const_local.cu - a per-thread bucket computed once into a const local,
 * `bucket = t & 7`, and used as the partition's offset: eight slots for 32
 * threads, so four threads own and store each slot (last writer wins).
 * SPEC 6.3 (P067) counts `id & k` as k + 1 values and lets the id be "a
 * const variable holding it"; the same fold written inline (`t & 7`) is
 * warned about, the fold kept in a const local is not.
 */
#include "prism.h"

PRISM_DEVICE(void, bucketed, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, slots, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int bucket = t & 7;
    PRISM_PARTITION(s, slots, THREAD(1), bucket) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { s[0] = v; }
    }
}
/*
 * check-name: adversarial (ownership): a folded slot held in a const local (bucket = t & 7) as the partition offset
 *
 * check-error-start
adv_own_fold_in_const_local.cu:16:42: warning: write partition 's' of 'slots' is not injective: its offset takes at most 8 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_fold_in_const_local.cu:17:39: note: written here by every thread[1] unit
adv_own_fold_in_const_local.cu:16:42: note: at stake: two units write the same element: the last write wins at random
adv_own_fold_in_const_local.cu:16:42: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_fold_in_const_local.cu:16:42: note: see: prism-check --explain P067
 * check-error-end
 */
