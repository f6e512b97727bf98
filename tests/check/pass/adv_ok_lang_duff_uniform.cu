/*
 * adv_ok_lang_duff_uniform.cu - Duff's device over a warp-uniform count
 * (a kernel parameter) with full-warp shuffles in the unrolled body: every
 * lane enters at the same case label and makes the same trips, so every
 * shuffle has its whole warp.  Legal: the switch and do-while conditions
 * read grid[1] values (SPEC 5.1); the look-alike of adv_lang_duff_lane.
 */
#include "prism.h"

PRISM_DEVICE(float, duff, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, count, GRID(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    int n = (count + 3) / 4;
    switch (count % 4) {
    case 0:
        do {
            s += prism_shfl_xor(s, 1);
            /* fallthrough */
    case 3:
            s += prism_shfl_xor(s, 2);
            /* fallthrough */
    case 2:
            s += prism_shfl_xor(s, 4);
            /* fallthrough */
    case 1:
            s += prism_shfl_xor(s, 8);
        } while (--n > 0);
    }
    return s;
}
/*
 * check-name: adversarial legal lang: Duff's device over a uniform count with shuffles in the body
 *
 * check-error-start
 * check-error-end
 */
