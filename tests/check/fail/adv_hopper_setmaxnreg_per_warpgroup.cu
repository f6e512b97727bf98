/*
 * adv_hopper_setmaxnreg_per_warpgroup.cu - two consumer warpgroups in one arm, each given its own count
 * (the one that also runs the softmax gets more).  The counts fit the pool
 * (128 x (232 + 224 + 40) = 63488, and 256 x 232 + 128 x 40 = 64512), but setmaxnreg is per warpgroup while
 * the checker's budget, and the arm's perspective, are per arm; the SPEC
 * requires one count per arm and a nested split to give warpgroups their
 * own.  SPEC 8.2 P122.
 */
#include "prism.h"

PRISM_KERNEL(per_warpgroup, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(WARPGROUP(1)) const int g = (int)(PRISM_ID(WARPGROUP(1)) % 3);
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { 
                PRISM_GROUP(WARPGROUP(1)) {
                    if (g == 0)
                        prism_setmaxnreg_inc(232);
                    else
                        prism_setmaxnreg_inc(224); /* error P122 */
                }
                (void)n;
             }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}
/*
 * check-name: adversarial: hopper: two counts in one arm, chosen by warpgroup id (P122)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_per_warpgroup.cu:22:25: error: setmaxnreg(224) where this arm already set 232: one arm, one register count [P122]
adv_hopper_setmaxnreg_per_warpgroup.cu:20:25: note: the arm's first setmaxnreg
adv_hopper_setmaxnreg_per_warpgroup.cu:22:25: note: at stake: the register budget has no single sum: an increase can wait for registers its own arm holds
adv_hopper_setmaxnreg_per_warpgroup.cu:22:25: note: fix: call setmaxnreg once per arm, inside each PRISM_CASE, with one count per arm
adv_hopper_setmaxnreg_per_warpgroup.cu:22:25: note: see: prism-check --explain P122
 * check-error-end
 */
