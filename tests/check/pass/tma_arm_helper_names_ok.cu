/*
 * tma_arm_helper_names_ok.cu - the look-alike of
 * fail/tma_arm_helper_names.cu: the other arm's helpers name a buffer the
 * TMA does not fill.
 */
#include "prism.h"
__shared__ __align__(1024) uint16_t g_tile[64 * 64];
__shared__ uint16_t g_other[256];
__device__ float peek(int i) { return (float)g_other[i]; }
__device__ float peek2(int i) { return peek(i) + 1.0f; }
PRISM_KERNEL(through_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(bar, 8192);
                        prism_tma_load_2d(g_tile, &map, 64, 64, 0, 0, bar);
                        prism_mbarrier_wait(bar, 0);
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = peek(t);
                    }
                }
            }
        }
    }
}
PRISM_KERNEL(through_two_helpers, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(bar, 8192);
                        prism_tma_load_2d(g_tile, &map, 64, 64, 0, 0, bar);
                        prism_mbarrier_wait(bar, 0);
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = peek2(t);
                    }
                }
            }
        }
    }
}
/*
 * check-name: helpers in another arm that name a buffer the TMA does not fill
 *
 * check-error-start
 * check-error-end
 */
