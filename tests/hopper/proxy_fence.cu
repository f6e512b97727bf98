/*
 * proxy_fence.cu - the inferred barrier between plain stores to shared
 * memory and a wgmma that reads them carries fence.proxy.async
 * (docs/SYNC.md, "Async proxy"): `handoff` writes both operand tiles with
 * ordinary stores, so its checked output fences before the barrier the
 * wgmma waits on (one fence); `local_desc` makes its descriptor once and
 * refills the tile every round, so the wgmma itself reads the tile
 * (docs/SYNC.md 1: a barrier and a fence before it, every round);
 * `plain_only` orders plain stores before plain loads, and its wgmma reads
 * the caller's descriptors, so it gets none.  32-hopper-emu.sh counts the
 * fences and compiles the output.
 */
#include "prism.h"

PRISM_KERNEL(handoff, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * 4096 * 2), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_SHARED(uint16_t, sA, 4096);
            PRISM_SHARED(uint16_t, sB, 4096);
            for (int j = 0; j < 4096; j += 128) {
                PRISM_PARTITION(a_th, sA, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = 0x3f80; } }
                PRISM_PARTITION(b_th, sB, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { b_th[0] = 0x3f80; } }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 1);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
            }
        }
    }
}

PRISM_KERNEL(local_desc, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * 4096 * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_SHARED(uint16_t, sA, 4096);
            PRISM_AT(THREAD(1)) const uint64_t da = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B);
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < 4096; j += 128) {
                    PRISM_PARTITION(a_th, sA, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = src[k * 4096 + j + t]; } }
                }
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
            }
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
            }
        }
    }
}

PRISM_KERNEL(plain_only, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(128 * 4), PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 33) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_SHARED(float, sC, 128);
            PRISM_PARTITION(c_th, sC, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { c_th[0] = (float)t; } }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
                o[32] = sC[127 - t];
            }
        }
    }
}
