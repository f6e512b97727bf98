/*
 * tma_wait_helper_before.cu - a helper's wait counts where it is called,
 * not for a copy issued after the call (SPEC 8.2 P139).  `before`: the
 * kernel calls its wait helper, then issues the copy, then reads;
 * `loopOrder`: in each round the wait comes before the round's copy, so
 * the last round's copy is in flight at the read after the loop.
 */
#include "prism.h"
#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

PRISM_DEVICE(void, wait_tile, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_wait(bar, phase);
}

PRISM_KERNEL(before, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, 2 * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_CALL(wait_tile, bar, 0u);
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(loopOrder, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, 2 * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
            }
            for (int k = 0; k < n; k++) {
                PRISM_CALL(wait_tile, bar, (unsigned)k & 1u);
                PRISM_ONE {
                    prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                    prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}
/*
 * check-name: a helper's wait is no wait for a copy issued after its call (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_wait_helper_before.cu:36:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_before.cu:34:17: note: the TMA that fills it
tma_wait_helper_before.cu:36:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_before.cu:36:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_before.cu:36:45: note: see: prism-check --explain P139
tma_wait_helper_before.cu:60:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_before.cu:57:21: note: the TMA that fills it
tma_wait_helper_before.cu:60:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_before.cu:60:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
