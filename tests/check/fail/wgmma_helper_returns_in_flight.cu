/*
 * wgmma_helper_returns_in_flight.cu - a Prism helper issues a wgmma on the
 * descriptors its caller made, into its own accumulator, commits and
 * returns without a wait (red team rt39: the caller, which sees no wgmma,
 * rewrote sA while the wgmma read it; [wgmma-operand] in the emulator).
 * P126 at the helper's end.  The look-alike, the helper waiting first, is
 * pass/wgmma_helper_returns_in_flight_ok.cu.
 */
#include "prism.h"
#define T (64 * 64)
PRISM_DEVICE(void, issue, PRISM_REQUIRES(WARPGROUP(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float a2[32] = {0.0f};
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(a2, da, db, 0); /* error P126 */
    prism_wgmma_commit();
}
PRISM_KERNEL(caller, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_CALL(issue, prism_wgmma_desc(sA, PRISM_SWIZZLE_128B), prism_wgmma_desc(sB, PRISM_SWIZZLE_128B));
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = 0.0f; }
        }
    }
}
/*
 * check-name: a helper returns while a wgmma on its caller's descriptors may still run
 * check-exit-value: 1
 *
 * check-error-start
wgmma_helper_returns_in_flight.cu:16:5: error: 'issue' returns at its end while a wgmma whose descriptor its caller made may still read the caller's shared memory: the caller sees no wgmma to wait for, and may rewrite the tile; prism_wgmma_wait before returning [P126]
wgmma_helper_returns_in_flight.cu:16:5: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
wgmma_helper_returns_in_flight.cu:16:5: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
wgmma_helper_returns_in_flight.cu:16:5: note: see: prism-check --explain P126
 * check-error-end
 */
