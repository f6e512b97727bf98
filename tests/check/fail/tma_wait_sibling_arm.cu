/*
 * tma_wait_sibling_arm.cu - a TMA issued before a split, waited for in one
 * arm and read in the other (SPEC 8.2 P139): each arm starts from the
 * state before the split, so the other arm's wait does not count there.
 * After the split the wait does count (pass/tma_wait_later_one.cu).
 */
#include "prism.h"

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(1024 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, 1024);
            prism_tma_load_2d(sA, &map, 16, 16, 0, 0, bar);
        }
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { PRISM_ONE { prism_mbarrier_wait(bar, 0); } }
            PRISM_CASE(1) { PRISM_GROUP(THREAD(1)) { acc = sA[t]; } } /* error P139 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: a TMA waited for in one arm and read in its sibling (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_wait_sibling_arm.cu:26:60: error: 'sA' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_sibling_arm.cu:22:13: note: the TMA that fills it
tma_wait_sibling_arm.cu:26:60: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_sibling_arm.cu:26:60: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_sibling_arm.cu:26:60: note: see: prism-check --explain P139
 * check-error-end
 */
