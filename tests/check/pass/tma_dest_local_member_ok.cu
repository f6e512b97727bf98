/* The look-alikes of fail/tma_dest_local_unfollowed.cu the checker follows:
 * a struct's own pointer member beside a nested struct (the nested one is
 * never a destination), a stage pointer copied out of a struct's own member
 * into a local, an array of pointers in two allocations, a local pointer
 * given either stage whole, and an element's address. */
#include <stdint.h>
#include "prism.h"
PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(3072 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 512);
        PRISM_SHARED(float, sB, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        struct inner { float *a; };
        struct outer { float *own; struct inner in; int k; };
        PRISM_AT(BLOCK(1)) struct outer mm = {sA + 256, {sA + 500}, 0};
        PRISM_AT(BLOCK(1)) float *from_member = mm.own;
        PRISM_AT(BLOCK(1)) float *stages[2] = {sA, sB};
        PRISM_AT(BLOCK(1)) float *whole = (n & 1) ? sA + 128 : sB + 64;
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 2560);
            prism_tma_load_2d(mm.own, &map, 8, 16, 0, 0, bar);
            prism_tma_load_2d(from_member, &map, 8, 16, 8, 0, bar);
            prism_tma_load_2d(stages[n & 1], &map, 8, 16, 16, 0, bar);
            prism_tma_load_2d(whole, &map, 8, 16, 24, 0, bar);
            prism_tma_load_2d(&sA[128], &map, 8, 16, 32, 0, bar);
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1.0f; }
    }
}
/*
 * check-name: TMA destinations in a struct's own member beside a nested struct, copied out of it, in an array of pointers
 *
 * check-error-start
 * check-error-end
 */
