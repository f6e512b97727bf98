/*
 * hopper_wgmma_helper_returns_in_flight.cu - helpers that issue a wgmma
 * into their caller's accumulator (a parameter, or a local pointer given
 * one), commit it and return, at their end or at a return, with no wait:
 * the caller sees no wgmma in the call and reads the registers while the
 * tensor cores still write them (red team A4, finding 6).  P126.
 */
#include "prism.h"

PRISM_DEVICE(void, mma_start, PRISM_REQUIRES(WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)))
{
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P126 */
    prism_wgmma_commit();
}

PRISM_DEVICE(void, mma_early, PRISM_REQUIRES(WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)),
             PRISM_PARAM(int, n, WARPGROUP(1)))
{
    PRISM_AT(THREAD(1)) float *cur = acc + 0;
    prism_wgmma_fence();
    for (int k = 0; k < n; k++) {
        prism_wgmma_m64n64k16_f32_bf16(cur, da, db, 1);
        prism_wgmma_commit();
        prism_wgmma_wait(1);
        if (k == 3)
            return; /* error P126 */
    }
    prism_wgmma_wait(0);
}

PRISM_KERNEL(helper_acc, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_GROUP(WARPGROUP(1)) {
                PRISM_CALL(mma_start, acc, da, db);
                PRISM_CALL(mma_early, acc, da, db, 8);
            }
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
            }
        }
    }
}
/*
 * check-name: wgmma: a helper returns with a wgmma into its caller's accumulator in flight (P126)
 * check-exit-value: 1
 *
 * check-error-start
hopper_wgmma_helper_returns_in_flight.cu:14:5: error: 'mma_start' returns at its end while a wgmma into 'acc', which its caller can reach, may still run: the caller sees no wgmma to wait for; prism_wgmma_wait before returning [P126]
hopper_wgmma_helper_returns_in_flight.cu:14:5: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
hopper_wgmma_helper_returns_in_flight.cu:14:5: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
hopper_wgmma_helper_returns_in_flight.cu:14:5: note: see: prism-check --explain P126
hopper_wgmma_helper_returns_in_flight.cu:29:13: error: 'mma_early' returns here while a wgmma into 'cur', which its caller can reach, may still run: the caller sees no wgmma to wait for; prism_wgmma_wait before returning [P126]
hopper_wgmma_helper_returns_in_flight.cu:25:9: note: the wgmma
hopper_wgmma_helper_returns_in_flight.cu:29:13: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
hopper_wgmma_helper_returns_in_flight.cu:29:13: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
 * check-error-end
 */
