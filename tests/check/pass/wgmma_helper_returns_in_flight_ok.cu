/*
 * wgmma_helper_returns_in_flight_ok.cu - fail/wgmma_helper_returns_in_flight.cu's
 * helper, waiting for its wgmma before it returns.
 */
#include "prism.h"
#define T (64 * 64)
PRISM_DEVICE(void, issue, PRISM_REQUIRES(WARPGROUP(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float a2[32] = {0.0f};
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(a2, da, db, 0);
    prism_wgmma_commit();
    prism_wgmma_wait(0);
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
 * check-name: a helper that retires its wgmma before it returns
 */
