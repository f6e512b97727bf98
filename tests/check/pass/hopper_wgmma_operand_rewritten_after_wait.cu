/*
 * hopper_wgmma_operand_rewritten_after_wait.cu - the legal look-alikes of
 * fail/hopper_wgmma_operand_written_in_flight.cu: the operand is rewritten
 * only after the wait(0) that retires the wgmma reading it; a ring of two
 * named operand buffers with wait(1), where each round refills the buffer
 * whose wgmma the previous wait retired while the other one's may still
 * run; shared memory no wgmma reads written while one runs; a descriptor
 * made by the caller (a parameter: it names no buffer here); and the
 * group that allocates the operands ending after the wait.
 */
#include "prism.h"

PRISM_KERNEL(after_wait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * 4096 * 2), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_SHARED(uint16_t, sA, 4096);
            PRISM_SHARED(uint16_t, sB, 4096);
            PRISM_SHARED(uint16_t, sC, 4096);
            for (int j = 0; j < 4096; j += 128) {
                PRISM_PARTITION(a_th, sA, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = 0x3f80; } }
                PRISM_PARTITION(b_th, sB, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { b_th[0] = 0x3f80; } }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 1);
            prism_wgmma_commit();
            for (int j = 0; j < 4096; j += 128) { /* no wgmma reads sC */
                PRISM_PARTITION(c_th, sC, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { c_th[0] = 0; } }
            }
            prism_wgmma_wait(0);
            for (int j = 0; j < 4096; j += 128) {
                PRISM_PARTITION(a_th, sA, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = 0; } }
            }
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
            }
        }
    }
}

PRISM_KERNEL(two_buffer_ring, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * 4096 * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_SHARED(uint16_t, sA0, 4096);
            PRISM_SHARED(uint16_t, sA1, 4096);
            PRISM_SHARED(uint16_t, sB, 4096);
            PRISM_AT(THREAD(1)) const uint64_t da0 = prism_wgmma_desc(sA0, PRISM_SWIZZLE_128B);
            PRISM_AT(THREAD(1)) const uint64_t da1 = prism_wgmma_desc(sA1, PRISM_SWIZZLE_128B);
            PRISM_AT(THREAD(1)) const uint64_t db = prism_wgmma_desc(sB, PRISM_SWIZZLE_128B);
            for (int j = 0; j < 4096; j += 128) {
                PRISM_PARTITION(b_th, sB, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { b_th[0] = src[j + t]; } }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k += 2) {
                for (int j = 0; j < 4096; j += 128) { /* sA0's last wgmma: retired by the wait(1) below */
                    PRISM_PARTITION(a_th, sA0, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = src[k * 4096 + j + t]; } }
                }
                prism_wgmma_m64n64k16_f32_bf16(acc, da0, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(1); /* sA1's wgmma retired; sA0's may still run */
                for (int j = 0; j < 4096; j += 128) {
                    PRISM_PARTITION(a_th, sA1, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = src[k * 4096 + 4096 + j + t]; } }
                }
                prism_wgmma_m64n64k16_f32_bf16(acc, da1, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(1);
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
            }
        }
    }
}

PRISM_DEVICE(void, mma_given, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)), PRISM_SMEM(4096 * 2),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(uint64_t, da, THREAD(1)), PRISM_PARAM(uint64_t, db, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_SHARED(uint16_t, scratch, 4096);
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
    prism_wgmma_commit();
    for (int j = 0; j < 4096; j += 128) { /* the descriptors are the caller's: they name no buffer here */
        PRISM_PARTITION(s_th, scratch, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { s_th[0] = 0; } }
    }
    prism_wgmma_wait(0);
}

PRISM_KERNEL(scope_after_wait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * 4096 * 2), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(uint16_t, sA, 4096);
        PRISM_SHARED(uint16_t, sB, 4096);
        for (int j = 0; j < 4096; j += 128) {
            PRISM_PARTITION(a_th, sA, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = 0x3f80; } }
            PRISM_PARTITION(b_th, sB, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { b_th[0] = 0x3f80; } }
        }
        prism_wgmma_fence();
        prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA, PRISM_SWIZZLE_128B),
                                       prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 1);
        prism_wgmma_commit();
        prism_wgmma_wait(0);
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, sA2, 4096);
        PRISM_SHARED(uint16_t, sB2, 4096);
        PRISM_CALL(mma_given, acc, prism_wgmma_desc(sA2, PRISM_SWIZZLE_128B), prism_wgmma_desc(sB2, PRISM_SWIZZLE_128B));
    }
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < 32; i++)
                o[i] = acc[i];
        }
    }
}
/*
 * check-name: wgmma: operands rewritten after the covering wait, a two-buffer ring, a caller's descriptor
 * check-exit-value: 0
 */
