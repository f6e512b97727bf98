/*
 * tma_wait_bar_alias.cu - P139's wait matched through local pointers to
 * the mbarriers (probe N, F6; SPEC 8.2): a local stands for every value it
 * is given.  Kernel `copyEither`: the copy is on a local that may hold
 * bar0 or bar1 and only bar0 is waited on; `waitEither`: the wait is
 * through such a local, which waits on one of them only; `aliasOther`: the
 * wait is through an alias of the other barrier.
 */
#include "prism.h"
#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

PRISM_KERNEL(copyEither, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile0, BOX);
            PRISM_SHARED(float, tile1, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar0, 1);
            PRISM_SHARED(prism_mbarrier_t, bar1, 1);
            prism_mbarrier_t *b = bar0;
            if (n > 1)
                b = bar1;
            PRISM_ONE {
                prism_mbarrier_init(bar0, 1);
                prism_mbarrier_init(bar1, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar0, BOX * 4);
                prism_mbarrier_arrive_expect_tx(bar1, BOX * 4);
                prism_tma_load_2d(tile0, &map, ROWS, COLS, 0, 0, b);
            }
            prism_mbarrier_wait(bar0, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile0[t] /* error P139 */; }
        }
    }
}

PRISM_KERNEL(waitEither, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile0, BOX);
            PRISM_SHARED(float, tile1, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar0, 1);
            PRISM_SHARED(prism_mbarrier_t, bar1, 1);
            prism_mbarrier_t *b = bar0;
            if (n > 1)
                b = bar1;
            PRISM_ONE {
                prism_mbarrier_init(bar0, 1);
                prism_mbarrier_init(bar1, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar0, BOX * 4);
                prism_mbarrier_arrive_expect_tx(bar1, BOX * 4);
                prism_tma_load_2d(tile0, &map, ROWS, COLS, 0, 0, bar0);
            }
            prism_mbarrier_wait(b, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile0[t] /* error P139 */; }
        }
    }
}

PRISM_KERNEL(aliasOther, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile0, BOX);
            PRISM_SHARED(float, tile1, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar0, 1);
            PRISM_SHARED(prism_mbarrier_t, bar1, 1);
            prism_mbarrier_t *b1 = bar1;
            PRISM_ONE {
                prism_mbarrier_init(bar0, 1);
                prism_mbarrier_init(bar1, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar0, BOX * 4);
                prism_mbarrier_arrive_expect_tx(bar1, BOX * 4);
                prism_tma_load_2d(tile0, &map, ROWS, COLS, 0, 0, bar0);
                prism_tma_load_2d(tile1, &map, ROWS, COLS, ROWS, 0, bar1);
            }
            prism_mbarrier_wait(b1, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile0[t] + tile1[t] /* error P139 */; }
        }
    }
}
/*
 * check-name: a wait through a local mbarrier pointer counts only for the barriers it surely names (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_wait_bar_alias.cu:36:45: error: 'tile0' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar1' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_bar_alias.cu:33:17: note: the TMA that fills it
tma_wait_bar_alias.cu:36:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_bar_alias.cu:36:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_bar_alias.cu:36:45: note: see: prism-check --explain P139
tma_wait_bar_alias.cu:63:45: error: 'tile0' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar0' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_bar_alias.cu:60:17: note: the TMA that fills it
tma_wait_bar_alias.cu:63:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_bar_alias.cu:63:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_bar_alias.cu:89:45: error: 'tile0' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar0' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_bar_alias.cu:85:17: note: the TMA that fills it
tma_wait_bar_alias.cu:89:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_bar_alias.cu:89:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
