/*
 * wgmma_operand_hidden_write.cu - writes of a wgmma's shared operand while
 * it may still run (committed, not yet waited) that P125 missed (red team
 * rt35; each reported [wgmma-operand] in the emulator): an atomic into the
 * operand (a store whatever its result), and operands whose descriptor the
 * checker lost: made from an address turned into a number and back
 * (`(uintptr_t)sA * 1`, SPEC 6.1), or rebuilt field by field from the
 * descriptor's masked address (CUTLASS-style).  A descriptor's buffer is
 * followed through every arithmetic operator now.  The look-alikes, the same
 * writes after prism_wgmma_wait(0), are pass/wgmma_operand_hidden_write_ok.cu.
 */
#include "prism.h"
#define T (64 * 64)
PRISM_KERNEL(operand_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            /* the wgmma may still read sA here */
            PRISM_GROUP(THREAD(1)) { atomicAdd((unsigned *)&sA[2 * t], 0x01000100u); } /* error P125 */
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(operand_laundered, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(operand_desc_masked, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

/*
 * check-name: a wgmma's shared operand written in flight by an atomic, or through a descriptor made from a number
 * check-exit-value: 1
 *
 * check-error-start
wgmma_operand_hidden_write.cu:35:48: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_hidden_write.cu:31:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_hidden_write.cu:35:48: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_hidden_write.cu:35:48: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_hidden_write.cu:35:48: note: see: prism-check --explain P125
wgmma_operand_hidden_write.cu:65:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_hidden_write.cu:60:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_hidden_write.cu:65:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_hidden_write.cu:65:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_hidden_write.cu:96:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_hidden_write.cu:91:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_hidden_write.cu:96:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_hidden_write.cu:96:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
 * check-error-end
 */
