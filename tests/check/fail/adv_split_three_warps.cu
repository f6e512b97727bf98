/*
 * adv_split_three_warps.cu - one producer warp and two consumer warps,
 * written for 96 threads but with a bound that only promises whole warps:
 * a 64-thread block has no third warp, a 128-thread block an idle one.
 */
#include "prism.h"

PRISM_KERNEL(three, PRISM_REQUIRES(GRID(1), BLOCK(1), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { (void)n; }
            PRISM_CASE(2) { } /* error P020 */
        }
    }
}
/*
 * check-name: adversarial: a warp split that assumes 3 warps per block
 * check-exit-value: 1
 *
 * check-error-start
adv_split_three_warps.cu:14:24: error: split arm of 2 WARP units exceeds the 1 available [P020]
adv_split_three_warps.cu:14:24: note: at stake: the arm would name units that the launch does not have
adv_split_three_warps.cu:14:24: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
adv_split_three_warps.cu:14:24: note: see: prism-check --explain P020
 * check-error-end
 */
