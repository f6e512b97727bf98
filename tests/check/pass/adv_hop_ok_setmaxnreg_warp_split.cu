/*
 * adv_hop_ok_setmaxnreg_warp_split.cu - the legal look-alike of fail/adv_hop_setmaxnreg_load_warp.cu:
 * the block split by warp, but in whole warpgroups: 8 warps (two
 * warpgroups, threads 0-255) raise to 232, 4 warps (threads 256-383) lower
 * to 40.  Each arm is thread[128 m], aligned, so setmaxnreg runs on whole
 * warpgroups; 256 x 232 + 128 x 40 = 64512 = 384 x 168.  SPEC 8.2.
 */
#include "prism.h"

PRISM_KERNEL(warp_split_regs, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(8) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(4) { prism_setmaxnreg_dec(40); }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: setmaxnreg in whole-warpgroup arms of a warp split
 *
 * check-error-start
 * check-error-end
 */
