/*
 * tma_wait_later_one.cu - TMA copies issued in one PRISM_ONE and waited
 * for in a later PRISM_ONE (thread 0 both times), then read by the block
 * (SPEC 8.2 P139: one thread's wait is enough, the block's barriers carry
 * it).  Red team rt15: P139, since a wait inside a split's arm did not
 * count after the split; now a copy from before a split is complete where
 * some arm waited for it.
 */
#include "prism.h"

PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(1024 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); prism_mbarrier_arrive_expect_tx(bar, 1024); }
        PRISM_ONE { prism_tma_load_2d(sA, &map, 8, 16, 0, 0, bar); prism_tma_load_2d(sA + 128, &map, 8, 16, 8, 0, bar); }
        PRISM_ONE { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t] + sA[t + 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: a TMA waited for in a later PRISM_ONE than the one that issued it (P139)
 *
 * check-error-start
 * check-error-end
 */
