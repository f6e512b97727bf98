/*
 * tma_abandoned_waited_ok.cu - the look-alike of
 * fail/tma_abandoned_in_flight.cu: the unneeded prefetch is waited for
 * before the group that allocates its buffer ends.
 */
#include "prism.h"
#define T (64 * 64)
PRISM_KERNEL(prefetch_waited, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)),
             PRISM_SMEM(T * 2 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, skip, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, T * 2);
                prism_tma_load_2d(sA, &map, 64, 64, 0, 0, bar);
            }
            prism_mbarrier_wait(bar, 0); /* not needed after all, but waited for before its bytes are reused */
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tmp, 128);          /* bytes 0..511: inside sA */
            PRISM_PARTITION(w, tmp, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = (float)(t + skip); }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = tmp[(t + 1) % 128]; }
        }
    }
}
/*
 * check-name: an unneeded TMA prefetch waited for before its scope ends
 *
 * check-error-start
 * check-error-end
 */
