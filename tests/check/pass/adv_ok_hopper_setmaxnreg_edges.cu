/*
 * adv_ok_hopper_setmaxnreg_edges.cu - the edges of the setmaxnreg rules, all legal: 256 (the largest
 * count) for one warpgroup while the other gives back to 240, in a block
 * of 256 that enters with 248 each: 128 x (256 + 240) = 63488 = 256 x 248;
 * 24 (the smallest) for a producer whose consumer keeps its entry count;
 * a kernel with BLOCKDIM(256, 2) entering with 128: 128 x (208 + 48) =
 * 32768 = 256 x 128.  SPEC 8.2 P120, P123.
 */
#include "prism.h"

PRISM_KERNEL(top, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_setmaxnreg_inc(256); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(240); }
        }
    }
}

PRISM_KERNEL(bottom, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
        }
    }
}

PRISM_KERNEL(two_per_sm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 2), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_setmaxnreg_inc(208); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(48); }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg 256, 24 and budgets that fit exactly
 *
 * check-error-start
 * check-error-end
 */
