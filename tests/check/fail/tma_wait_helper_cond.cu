/*
 * tma_wait_helper_cond.cu - a helper that waits on its barrier parameter
 * on some paths only is no wait at its call (SPEC 8.2 P139): the read
 * after the call needs a wait on every path from the copy.  `inBranch`:
 * the helper waits on one side of a branch; `zeroTrip`: it waits in a
 * loop that may run no times; `earlyReturn`: it returns before the wait
 * on one path.
 */
#include "prism.h"
#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

PRISM_DEVICE(void, wait_if, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    if (n > 1)
        prism_mbarrier_wait(bar, phase);
}

PRISM_DEVICE(void, wait_while, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    for (int k = 0; k < n; k++)
        prism_mbarrier_wait(bar, phase);
}

PRISM_DEVICE(void, wait_unless, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    if (n == 0)
        return;
    prism_mbarrier_wait(bar, phase);
}

PRISM_KERNEL(inBranch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_if, bar, 0u, n);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(zeroTrip, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_while, bar, 0u, n);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(earlyReturn, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_unless, bar, 0u, n);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}
/*
 * check-name: a helper that waits on some paths only is no wait at its call (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_wait_helper_cond.cu:56:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_cond.cu:53:17: note: the TMA that fills it
tma_wait_helper_cond.cu:56:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_cond.cu:56:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_cond.cu:56:45: note: see: prism-check --explain P139
tma_wait_helper_cond.cu:78:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_cond.cu:75:17: note: the TMA that fills it
tma_wait_helper_cond.cu:78:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_cond.cu:78:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_cond.cu:100:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_cond.cu:97:17: note: the TMA that fills it
tma_wait_helper_cond.cu:100:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_cond.cu:100:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
