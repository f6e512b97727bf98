/*
 * tma_wait_helper_wrong_bar.cu - a helper's wait on another barrier than
 * the copy's is no wait for the copy at its call (SPEC 8.2 P139).
 * `fileBar`: the helper waits on a barrier of the file, the copy is on
 * the kernel's own; `wrongArg`: the helper waits on its parameter, given
 * another barrier than the copy's; `secondParam`: it waits on its second
 * barrier parameter, the copy's barrier is the first; `reassigned`: it
 * may wait on the file's barrier instead of its parameter (assigned on
 * one path), so it waits on one of two; `eitherLocal`: it waits through a
 * local that may name either parameter; `waitThenLoad`: it waits, then
 * issues the next copy on the same barrier, which its caller reads.
 */
#include "prism.h"
#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

__shared__ prism_mbarrier_t fother[1];

PRISM_DEVICE(void, wait_fother, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_wait(fother, phase);
}

PRISM_DEVICE(void, wait_tile, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_wait(bar, phase);
}

PRISM_DEVICE(void, wait_second, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, a, BLOCK(1)), PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)),
             PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_wait(b, phase);
}

PRISM_DEVICE(void, wait_moved, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    if (n > 1)
        bar = fother;
    prism_mbarrier_wait(bar, phase);
}

PRISM_DEVICE(void, wait_either, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, a, BLOCK(1)), PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)),
             PRISM_PARAM(unsigned, phase, BLOCK(1)), PRISM_PARAM(int, n, BLOCK(1)))
{
    prism_mbarrier_t *w = a;
    if (n > 1)
        w = b;
    prism_mbarrier_wait(w, phase);
}

PRISM_DEVICE(void, wait_then_load, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(float *, dst, BLOCK(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_wait(bar, phase);
    PRISM_ONE {
        prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
        prism_tma_load_2d(dst, &m, ROWS, COLS, ROWS, 0, bar);
    }
}

PRISM_KERNEL(fileBar, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_fother, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(wrongArg, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, 2 * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_SHARED(prism_mbarrier_t, other, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_mbarrier_init(other, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_tile, other, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(secondParam, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, 2 * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_SHARED(prism_mbarrier_t, other, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_mbarrier_init(other, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_second, bar, other, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(reassigned, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_CALL(wait_moved, bar, 0u, n);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(eitherLocal, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, 2 * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_SHARED(prism_mbarrier_t, other, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_mbarrier_init(other, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_either, bar, other, 0u, n);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(waitThenLoad, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(3 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, 2 * BOX);
            PRISM_SHARED(float, next, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_then_load, bar, next, map, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = next[t]; } /* error P139 */
        }
    }
}
/*
 * check-name: a helper's wait on another barrier than the copy's is no wait for it (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_wait_helper_wrong_bar.cu:86:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_wrong_bar.cu:83:17: note: the TMA that fills it
tma_wait_helper_wrong_bar.cu:86:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_wrong_bar.cu:86:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_wrong_bar.cu:86:45: note: see: prism-check --explain P139
tma_wait_helper_wrong_bar.cu:110:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_wrong_bar.cu:107:17: note: the TMA that fills it
tma_wait_helper_wrong_bar.cu:110:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_wrong_bar.cu:110:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_wrong_bar.cu:134:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_wrong_bar.cu:131:17: note: the TMA that fills it
tma_wait_helper_wrong_bar.cu:134:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_wrong_bar.cu:134:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_wrong_bar.cu:156:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_wrong_bar.cu:153:17: note: the TMA that fills it
tma_wait_helper_wrong_bar.cu:156:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_wrong_bar.cu:156:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_wrong_bar.cu:180:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_wrong_bar.cu:177:17: note: the TMA that fills it
tma_wait_helper_wrong_bar.cu:180:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_wrong_bar.cu:180:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_helper_wrong_bar.cu:203:45: error: 'next' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_helper_wrong_bar.cu:202:13: note: the TMA that fills it is issued in this call, which returns without waiting for it
tma_wait_helper_wrong_bar.cu:203:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_helper_wrong_bar.cu:203:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
