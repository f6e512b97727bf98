/*
 * adv_ok_hopper_setmaxnreg_repeated_unit.cu - the fixed adv_hopper_setmaxnreg_repeated_unit: two thread[256]
 * pairs at 232 + 24, 2 x 128 x 256 = 65536, exactly the pool of 512
 * threads entering with 128.  SPEC 8.2 P123.
 */
#include "prism.h"

PRISM_KERNEL(pairs_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512, 1), THREAD(256), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(256)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg in two repeated units filling the pool exactly
 *
 * check-error-start
 * check-error-end
 */
