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
 * check-known-to-fail
 *
 * check-error-start
adv_own_mask_zero_width.cu:15:0: warning: P067 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
