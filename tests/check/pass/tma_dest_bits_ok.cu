/* Look-alikes of fail/tma_dest_placed_bits.cu: ^ and | of bits below the
 * arena's alignment, & keeping every bit from it up, and gcc's predefined
 * __UINTPTR_TYPE__ (counted in bytes, as uintptr_t) move the destination
 * by a known amount inside sA. */
#include <stdint.h>
#include "prism.h"
PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(2048 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 512);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 2048);
            prism_tma_load_2d((float *)((uintptr_t)sA ^ 512), &map, 8, 16, 0, 0, bar);
            prism_tma_load_2d((float *)(((uintptr_t)sA + 512) & ~(uintptr_t)127), &map, 8, 16, 8, 0, bar);
            prism_tma_load_2d((float *)((__UINTPTR_TYPE__)sA + 1024), &map, 8, 16, 16, 0, bar);
            prism_tma_load_2d((float *)((uintptr_t)(sA + 384) | 0), &map, 8, 16, 24, 0, bar);
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t] + sA[t + 128] + sA[t + 256] + sA[t + 384]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: ^, | and & of an address's known low bits and __UINTPTR_TYPE__ casts move a TMA destination by a known amount
 *
 * check-error-start
 * check-error-end
 */
