/*
 * hopper_wgmma_helper_waits_before_return.cu - the legal look-alikes of
 * fail/hopper_wgmma_helper_returns_in_flight.cu: each helper waits for its
 * wgmmas into the caller's accumulator before every return (wait(0) at the
 * end, and before the early return), and a helper whose accumulator is its
 * own may leave a wait(1) group to the wait(0) after its loop.
 */
#include "prism.h"

PRISM_DEVICE(void, mma_full, PRISM_REQUIRES(WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)))
{
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
    prism_wgmma_commit();
    prism_wgmma_wait(0);
}

PRISM_DEVICE(void, mma_early, PRISM_REQUIRES(WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)),
             PRISM_PARAM(int, n, WARPGROUP(1)))
{
    prism_wgmma_fence();
    for (int k = 0; k < n; k++) {
        prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
        prism_wgmma_commit();
        prism_wgmma_wait(1);
        if (k == 3) {
            prism_wgmma_wait(0);
            return;
        }
    }
    prism_wgmma_wait(0);
}

PRISM_DEVICE(float, mma_own, PRISM_REQUIRES(WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)), PRISM_PARAM(int, n, WARPGROUP(1)))
{
    PRISM_AT(THREAD(1)) float mine[32] = {0.0f};
    prism_wgmma_fence();
    for (int k = 0; k < n; k++) {
        prism_wgmma_m64n64k16_f32_bf16(mine, da, db, 1);
        prism_wgmma_commit();
        prism_wgmma_wait(1);
    }
    prism_wgmma_wait(0);
    return mine[0];
}

PRISM_KERNEL(helper_acc_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 33) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) float first = 0.0f;
            PRISM_GROUP(WARPGROUP(1)) {
                PRISM_CALL(mma_full, acc, da, db);
                PRISM_CALL(mma_early, acc, da, db, 8);
                first = PRISM_CALL(mma_own, da, db, 4);
            }
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
                o[32] = first;
            }
        }
    }
}
/*
 * check-name: wgmma: helpers wait before returning with the caller's accumulator
 * check-exit-value: 0
 */
