/*
 * tma_wait_claim_ok.cu - a TMA issued through a claim's name of the buffer
 * (PRISM_ONE_CLAIM, PRISM_CLAIM with its arm, a helper given the claim's
 * name) and the buffer read after a wait on the barrier: by its own name after the claim
 * (`bar`, where the copy named the claim `b` of it), or by the claim's
 * name inside the arm (SPEC 8.2 P139; fail/tma_wait_claim.cu).
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
            prism_mbarrier_wait(bar, 0);
            PRISM_GROUP(THREAD(1)) { o[0] = (float)sA[t]; }
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
            prism_mbarrier_wait(bar, 0);
            PRISM_GROUP(THREAD(1)) { o[0] = (float)sA[t]; }
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
                            prism_mbarrier_wait(b, 0);
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = (float)sA[t]; }
        }
    }
}

/*
 * check-name: a TMA through a claim's name, waited for by the barrier's name or the claim's
 *
 * check-error-start
 * check-error-end
 */
