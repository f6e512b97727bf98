/*
 * hopper_wgmma_operand_written_in_flight.cu - a wgmma reads its shared
 * operands asynchronously until the wait that retires it (red team A4,
 * finding 1): the buffer its descriptor names is overwritten after the
 * commit and before prism_wgmma_wait (the barrier the checker places for
 * the write does not wait for a wgmma); the same through a local
 * descriptor in a wait(1) loop that refills its one operand buffer every
 * round; a helper given the buffer as a pointer to non-const; and the
 * group that allocates the operands ending with the wgmma in flight, so
 * that the next group's PRISM_SHARED reuses the bytes.  P125.
 */
#include "prism.h"

PRISM_DEVICE(void, refill, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint16_t *, buf, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    for (int j = 0; j < 4096; j += 128) {
        PRISM_PARTITION(b_th, buf, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { b_th[0] = 0; } }
    }
}

PRISM_KERNEL(inflight, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            for (int j = 0; j < 4096; j += 128) {
                PRISM_PARTITION(a_th, sA, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = 0; } } /* error P125 */
            }
            PRISM_CALL(refill, sB); /* error P125 */
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < 32; i++)
                    o[i] = acc[i];
            }
        }
    }
}

PRISM_KERNEL(one_buffer_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * 4096 * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_SHARED(uint16_t, sA, 4096);
            PRISM_SHARED(uint16_t, sB, 4096);
            PRISM_AT(THREAD(1)) const uint64_t da = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B);
            PRISM_AT(THREAD(1)) const uint64_t db = prism_wgmma_desc(sB, PRISM_SWIZZLE_128B);
            for (int j = 0; j < 4096; j += 128) {
                PRISM_PARTITION(b_th, sB, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { b_th[0] = src[j + t]; } }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                /* round k refills the buffer round k - 1's wgmma, left running by wait(1), still reads */
                for (int j = 0; j < 4096; j += 128) {
                    PRISM_PARTITION(a_th, sA, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { a_th[0] = src[k * 4096 + j + t]; } } /* error P125 */
                }
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2 * k, db, 1);
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

PRISM_KERNEL(reuse, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * 4096 * 2), PRISM_PARAM(float *, out, GRID(1)))
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
        prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA, PRISM_SWIZZLE_128B), /* error P125 */
                                       prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 1);
        prism_wgmma_commit();
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(uint16_t, sC, 4096); /* the bytes of sA */
        for (int j = 0; j < 4096; j += 128) {
            PRISM_PARTITION(c_th, sC, THREAD(1), j + t) { PRISM_GROUP(THREAD(1)) { c_th[0] = 0; } }
        }
        prism_wgmma_wait(0);
    }
    PRISM_PARTITION(o, out, THREAD(1), g * 32) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < 32; i++)
                o[i] = acc[i];
        }
    }
}
/*
 * check-name: wgmma: a shared operand written, or its allocation ended, before the wait that retires the wgmma (P125)
 * check-exit-value: 1
 *
 * check-error-start
hopper_wgmma_operand_written_in_flight.cu:42:92: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
hopper_wgmma_operand_written_in_flight.cu:38:13: note: the wgmma, whose descriptor names 'sA'
hopper_wgmma_operand_written_in_flight.cu:42:92: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
hopper_wgmma_operand_written_in_flight.cu:42:92: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
hopper_wgmma_operand_written_in_flight.cu:42:92: note: see: prism-check --explain P125
hopper_wgmma_operand_written_in_flight.cu:44:32: error: shared buffer 'sB' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
hopper_wgmma_operand_written_in_flight.cu:38:13: note: the wgmma, whose descriptor names 'sB'
hopper_wgmma_operand_written_in_flight.cu:44:32: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
hopper_wgmma_operand_written_in_flight.cu:44:32: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
hopper_wgmma_operand_written_in_flight.cu:74:96: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
hopper_wgmma_operand_written_in_flight.cu:76:17: note: the wgmma, whose descriptor names 'sA'
hopper_wgmma_operand_written_in_flight.cu:74:96: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
hopper_wgmma_operand_written_in_flight.cu:74:96: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
hopper_wgmma_operand_written_in_flight.cu:103:9: error: the allocation of shared buffer 'sA' ends with its scope while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
hopper_wgmma_operand_written_in_flight.cu:96:9: note: 'sA' is allocated here; the next scope's PRISM_SHARED may reuse its bytes
hopper_wgmma_operand_written_in_flight.cu:103:9: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
hopper_wgmma_operand_written_in_flight.cu:103:9: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
 * check-error-end
 */
