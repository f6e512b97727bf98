/*
 * hopper_setmaxnreg_ok.cu - legal setmaxnreg: the warp-specialized split
 * at exactly the budget; a producer that only gives registers back while
 * the consumers keep the entry count; the same count twice in one arm (a
 * loop, a branch); a whole block of one warpgroup lowering its count; a
 * device function whose own bound pins BLOCKDIM(n, k), called from a kernel
 * with the same k.
 */
#include "prism.h"

PRISM_KERNEL(ws, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) {
                prism_setmaxnreg_inc(232);
                if (n > 0)
                    prism_setmaxnreg_inc(232);
            }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}

PRISM_KERNEL(producer_only, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(384)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
        }
    }
}

PRISM_KERNEL(one_group, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128, 4), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        prism_setmaxnreg_dec(120); /* 128 x 120 within 128 x 128 */
    }
}

PRISM_DEVICE(void, producer_role, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARPGROUP) {
        PRISM_CASE(1) { prism_setmaxnreg_inc(256); }
        PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
    }
}
PRISM_KERNEL(calls_role, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(producer_role);
    }
}
/*
 * check-name: legal setmaxnreg: warp-specialized budgets, a repeated count, one warpgroup, a device function
 *
 * check-error-start
 * check-error-end
 */
