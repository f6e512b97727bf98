/*
 * adv_own_mask_zero_width.cu - a slot chosen with a power-of-two mask, t & (WIDTH - 1),
 * in a build configured with WIDTH = 1: the mask is 0, every thread owns
 * slot 0 and all 32 store it (last writer wins).  SPEC 6.3 (P067): `id & k`
 * takes k + 1 values, here 1 over 32 units (`t % 1`, the same fold, is
 * warned about).
 */
#include "prism.h"

#define WIDTH 1
PRISM_DEVICE(void, masked, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, row, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(s, row, THREAD(1), t & (WIDTH - 1)) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { s[0] = v; }
    }
}
/*
 * check-name: adversarial (ownership): a slot mask t & (WIDTH - 1) configured with WIDTH = 1
 *
 * check-error-start
adv_own_mask_zero_width.cu:15:45: warning: write partition 's' of 'row' is not injective: its offset takes at most 1 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_mask_zero_width.cu:10:9: note: in expansion of macro 'WIDTH' defined here
adv_own_mask_zero_width.cu:16:39: note: written here by every thread[1] unit
adv_own_mask_zero_width.cu:15:45: note: at stake: two units write the same element: the last write wins at random
adv_own_mask_zero_width.cu:15:45: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_mask_zero_width.cu:15:45: note: see: prism-check --explain P067
 * check-error-end
 */
