/*
 * wgmma_operand_hidden_write_ok.cu - the look-alikes of
 * fail/wgmma_operand_hidden_write.cu: the atomic and the stores into the
 * operand come after the prism_wgmma_wait(0) that retires the wgmma.
 */
#include "prism.h"
#define T (64 * 64)
PRISM_KERNEL(operand_atomic_after, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { atomicAdd((unsigned *)&sA[2 * t], 0x01000100u); }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(operand_laundered_after, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            const uint16_t *ra = (const uint16_t *)((uintptr_t)sA * 1);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(ra, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(operand_desc_masked_after, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) const uint64_t dz = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, (dz & 0x3fffull) | (dz & 0xc000000000000000ull) | (1ull << 16) | (64ull << 32),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

/*
 * check-name: the same writes of a wgmma's operand after the wait that retires it
 *
 * check-error-start
 * check-error-end
 */
