/*
 * tma_arm_pointer_helpers_ok.cu - fail/tma_arm_pointer_helpers.cu's shapes on
 * g_other, which no TMA fills: a file-scope __shared__ buffer a TMA fills in
 * one arm of a split, read in another arm through a function pointer
 * (`float (*f)(int) = peek; f(t)`) or through a helper returning the
 * buffer's address (`tp()[t]`): red team rt36, each a race in the emulator;
 * and a function declared before the arm and defined after it.
 * P138 follows every function an arm calls or names, and a call through a
 * pointer may reach any.  The look-alike, the same shapes on another
 * buffer, is this file.
 */
#include "prism.h"
__shared__ __align__(1024) uint16_t g_tile[64 * 64];
__shared__ uint16_t g_other[64];
__device__ float peek(int i) { return (float)g_tile[i]; }
__device__ const uint16_t *tp(void) { return g_tile; }
__device__ float peek_other(int i) { return (float)g_other[i]; }
__device__ const uint16_t *op(void) { return g_other; }
PRISM_KERNEL(through_fn_pointer_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                        float (*f)(int) = peek_other; o[0] = f(0);
                    }
                }
            }
        }
    }
}
PRISM_KERNEL(through_returned_pointer_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                        o[0] = (float)op()[t % 64];
                    }
                }
            }
        }
    }
}
__device__ float later_other(int i);
PRISM_KERNEL(through_prototype_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                        float (*f)(int) = later_other; o[0] = f(t % 64);
                    }
                }
            }
        }
    }
}
__device__ float later_other(int i) { return (float)g_other[i]; }
/*
 * check-name: function pointers and returned pointers to a buffer no TMA fills
 */
