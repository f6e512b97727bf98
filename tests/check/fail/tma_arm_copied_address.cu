/*
 * tma_arm_copied_address.cu - a TMA-filled buffer's address handed to
 * another arm of the split through a byte copy (memcpy(&q, &q0, 8)) or an
 * atomic store into a __shared__ integer (red team rt39: each a race in
 * the emulator).  The alias graph follows what a memcpy or an atomic gives
 * its object: P138.  The look-alikes, copies of other values, are
 * pass/tma_arm_copied_address_ok.cu.
 */
#include "prism.h"
#include <string.h>
__shared__ unsigned long long s_bp;
PRISM_KERNEL(memcpy_pointer, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(8192 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sT, 64 * 64);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_AT(THREAD(1)) const uint16_t *q0 = sT; PRISM_AT(THREAD(1)) const uint16_t *q; memcpy(&q, &q0, sizeof q);
            PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(bar, 8192);
                        prism_tma_load_2d(sT, &map, 64, 64, 0, 0, bar);
                        prism_mbarrier_wait(bar, 0);
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = (float)q[t]; /* error P138 */
                    }
                }
            }
        }
    }
}
PRISM_KERNEL(atomic_address, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(8192 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sT, 64 * 64);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE { atomicExch(&s_bp, (unsigned long long)(uintptr_t)sT); }
            PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(bar, 8192);
                        prism_tma_load_2d(sT, &map, 64, 64, 0, 0, bar);
                        prism_mbarrier_wait(bar, 0);
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = (float)((const uint16_t *)(uintptr_t)s_bp)[t]; /* error P138 */
                    }
                }
            }
        }
    }
}
/*
 * check-name: a TMA-filled buffer's address copied to another arm by memcpy or an atomic
 * check-exit-value: 1
 *
 * check-error-start
tma_arm_copied_address.cu:32:39: error: 'q' (a pointer into 'sT') is filled by TMA in another arm of this split and named in this one: nothing orders this arm's accesses against the copies (an mbarrier for the data, a release before the next fill); hand the buffer from arm to arm with PRISM_PIPELINE [P138]
tma_arm_copied_address.cu:26:25: note: the TMA that fills it
tma_arm_copied_address.cu:32:39: note: at stake: the other arm reads data the copy has not landed, or the next copy overwrites what it still reads
tma_arm_copied_address.cu:32:39: note: fix: hand the buffer between the arms with PRISM_PIPELINE (PRISM_PRODUCE fills it, PRISM_CONSUME reads it), or fill and read it in one arm
tma_arm_copied_address.cu:32:39: note: see: prism-check --explain P138
tma_arm_copied_address.cu:59:69: error: 's_bp' (a pointer into 'sT') is filled by TMA in another arm of this split and named in this one: nothing orders this arm's accesses against the copies (an mbarrier for the data, a release before the next fill); hand the buffer from arm to arm with PRISM_PIPELINE [P138]
tma_arm_copied_address.cu:53:25: note: the TMA that fills it
tma_arm_copied_address.cu:59:69: note: at stake: the other arm reads data the copy has not landed, or the next copy overwrites what it still reads
tma_arm_copied_address.cu:59:69: note: fix: hand the buffer between the arms with PRISM_PIPELINE (PRISM_PRODUCE fills it, PRISM_CONSUME reads it), or fill and read it in one arm
 * check-error-end
 */
