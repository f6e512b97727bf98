/*
 * tma_arm_copied_address_ok.cu - fail/tma_arm_copied_address.cu's copies
 * of values that are not the TMA-filled buffer's address.
 */
#include "prism.h"
#include <string.h>
__shared__ unsigned long long s_bp;
PRISM_KERNEL(memcpy_pointer_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(8192 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sT, 64 * 64);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_AT(THREAD(1)) float loc[4] = {1.0f, 2.0f, 3.0f, 4.0f};
            PRISM_AT(THREAD(1)) const float *q0 = loc;
            PRISM_AT(THREAD(1)) const float *q;
            memcpy(&q, &q0, sizeof q);
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
                        o[0] = q[t % 4] + 1.0f;
                    }
                }
            }
        }
    }
}
PRISM_KERNEL(atomic_value_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(8192 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sT, 64 * 64);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE { atomicExch(&s_bp, 7ull); }
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
                        o[0] = (float)s_bp;
                    }
                }
            }
        }
    }
}
/*
 * check-name: memcpy and atomics of other values beside a TMA-filled buffer
 */
