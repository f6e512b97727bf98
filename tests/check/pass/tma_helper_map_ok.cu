/*
 * tma_helper_map_ok.cu - a plain __device__ helper that issues a claim's
 * two TMA boxes, given the kernel's tensor map as a const pointer (SPEC
 * 8.2: calls are followed): the map is read, not written through its
 * address, so the kernel's grid[1] map receives nothing (red team rt17:
 * P030 said 'written by ld through its address').
 */
#include "prism.h"
#ifndef BD
#define BD 128
#endif
static __device__ void ld(float *d, const prism_tensor_map_t *m, prism_mbarrier_t *b) { prism_tma_load_2d(d, m, 8, 16, 0, 0, b); prism_tma_load_2d(d + 128, m, 8, 16, 8, 0, b); }
PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BD), THREAD(1)), PRISM_SMEM(1024 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE_CLAIM(a, sA) {
            prism_mbarrier_arrive_expect_tx(bar, 1024);
            ld(a, &map, bar);
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t % 128] + sA[t % 128 + 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: a helper handing its const tensor map to prism_tma_load_2d reads it
 */
