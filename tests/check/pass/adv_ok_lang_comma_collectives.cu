/*
 * adv_ok_lang_comma_collectives.cu - collectives in expression corners
 * where every lane still runs them: the one-line butterfly reduction with
 * the shuffle in the for-increment, a comma expression that syncs and
 * shuffles, a vote in a while condition over per-lane work (the loop's
 * condition is the vote's warp-uniform result, SPEC 8: a unit result may
 * steer the warp), and `&&`/`?:` with a pure right side on lane values.
 */
#include "prism.h"

PRISM_DEVICE(float, corners, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, work, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_AT(THREAD(1)) int rem = work;
    for (int off = 16; off > 0; s += prism_shfl_xor(s, off), off /= 2)
        ;
    (prism_syncwarp(), s += prism_shfl_down(s, 1));
    while (prism_any(rem > 0)) {
        s += prism_shfl_xor(s, 1);
        rem--;
    }
    PRISM_AT(THREAD(1)) const int mid = lane >= 8 && lane < 24;
    return s + (float)mid;
}
/*
 * check-name: adversarial legal lang: shuffles in a for-increment and a comma expression, a vote as a loop condition
 *
 * check-error-start
 * check-error-end
 */
