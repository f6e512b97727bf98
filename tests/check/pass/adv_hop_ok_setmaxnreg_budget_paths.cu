/*
 * adv_hop_ok_setmaxnreg_budget_paths.cu - the legal look-alikes of fail/adv_hop_setmaxnreg_idle_warpgroup.cu
 * and fail/adv_hop_setmaxnreg_conditional_dec.cu.  A 512-thread block
 * whose fourth warpgroup is past the last arm and keeps its 128:
 * 256 x 160 + 128 x 24 + 128 x 128 = 60416 <= 65536.  And a producer
 * whose dec runs on every path (both sides of its branch), so the
 * consumers' inc always finds the registers: 256 x 232 + 128 x 40 =
 * 64512 = 384 x 168.  SPEC 8.2 P122/P123.
 */
#include "prism.h"

PRISM_KERNEL(idle_fits, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(160); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
        }
    }
}

PRISM_KERNEL(always_dec, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); }
            PRISM_CASE(1) {
                if (n > 0)
                    prism_setmaxnreg_dec(40);
                else
                    prism_setmaxnreg_dec(40);
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: an idle warpgroup within the pool; a dec on every path
 *
 * check-error-start
 * check-error-end
 */
