/*
 * tma_wait_claim.cu - a TMA issued through a claim's name of the buffer
 * (PRISM_ONE_CLAIM, PRISM_CLAIM with its arm, a helper given the claim's
 * name) and the buffer read after the claim with no mbarrier wait (SPEC
 * 8.2 P139; red team d2: accepted, the copy was followed by the claim's
 * name only).  Look-alikes that wait: pass/tma_wait_claim_ok.cu.
 */
#include "prism.h"
PRISM_KERNEL(oneClaim, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(8192 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 128;
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, 64 * 64);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_ONE_CLAIM(a, sA) {
                prism_mbarrier_arrive_expect_tx(bar, 8192);
                prism_tma_load_2d(a, &map, 64, 64, 0, 0, bar);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = (float)sA[t]; } /* error P139 */
        }
    }
}

PRISM_DEVICE(void, claimHelper_load, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint16_t *, dst, THREAD(1)), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(prism_mbarrier_t *, bar, THREAD(1)), PRISM_PARAM(int, row, GRID(1)))
{
    prism_mbarrier_arrive_expect_tx(bar, 8192);
    prism_tma_load_2d(dst, &map, 64, 64, row, 0, bar);
}
PRISM_KERNEL(claimHelper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(8192 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 128;
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, 64 * 64);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_CLAIM(a, sA, THREAD(1)) {
                PRISM_CLAIM(b, bar, THREAD(1)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) {
                            prism_mbarrier_init(b, 1);
                            prism_fence_mbarrier_init();
                            PRISM_CALL(claimHelper_load, a, map, b, 0);
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = (float)sA[t]; } /* error P139 */
        }
    }
}

PRISM_DEVICE(void, claimArm_load, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint16_t *, dst, THREAD(1)), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(prism_mbarrier_t *, bar, THREAD(1)), PRISM_PARAM(int, row, GRID(1)))
{
    prism_mbarrier_arrive_expect_tx(bar, 8192);
    prism_tma_load_2d(dst, &map, 64, 64, row, 0, bar);
}
PRISM_KERNEL(claimArm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(8192 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 128;
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, 64 * 64);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_CLAIM(a, sA, THREAD(1)) {
                PRISM_CLAIM(b, bar, THREAD(1)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) {
                            prism_mbarrier_init(b, 1);
                            prism_fence_mbarrier_init();
                            prism_mbarrier_arrive_expect_tx(b, 8192);
                            prism_tma_load_2d(a, &map, 64, 64, 0, 0, b);
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = (float)sA[t]; } /* error P139 */
        }
    }
}

/*
 * check-name: a TMA through a claim's name is waited for before the claimed buffer is read (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_wait_claim.cu:25:52: error: 'sA' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_claim.cu:23:17: note: the TMA that fills it
tma_wait_claim.cu:25:52: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_claim.cu:25:52: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_claim.cu:25:52: note: see: prism-check --explain P139
tma_wait_claim.cu:56:52: error: 'sA' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_claim.cu:51:29: note: the TMA that fills it is issued in this call, which returns without waiting for it
tma_wait_claim.cu:56:52: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_claim.cu:56:52: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_claim.cu:88:52: error: 'sA' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_claim.cu:83:29: note: the TMA that fills it
tma_wait_claim.cu:88:52: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_claim.cu:88:52: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
