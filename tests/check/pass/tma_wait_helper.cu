/*
 * tma_wait_helper.cu - a kernel issues a TMA, then calls a helper that
 * waits on the copy's mbarrier, then reads the buffer (SPEC 8.2 P139):
 * the helper waits on its barrier parameter along every path to its
 * return, so its call is a wait on the argument's mbarrier.  `direct`:
 * a PRISM_DEVICE helper waits on its parameter; `loop`: the
 * helper waits in a loop that runs at least once (do-while);
 * `nested`: the wait is two helpers down; `bothArms`: the helper waits on
 * each side of a branch; `ring`: a double buffer's `&bars[s]` given to the
 * helper; `fileBar`: a helper waits on a barrier of the file by name;
 * `forever`: the helper waits in a loop with no condition, left by a
 * break after the wait; `aliasLocal`: it waits through a local pointer
 * to its parameter; `bothBars`: it waits on both its barrier parameters,
 * one copy on each; `waitThenLoad`: it waits, then issues another copy
 * (into another buffer) on the same barrier, and the kernel reads the
 * first buffer only; `recursive`: a recursive helper waits before it
 * recurses.
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

PRISM_DEVICE(void, wait_loop, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)),
             PRISM_PARAM(int, tries, BLOCK(1)))
{
    int k = 0;
    do {
        prism_mbarrier_wait(b, phase);
        k++;
    } while (k < tries);
}

PRISM_DEVICE(void, wait_outer, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, full, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    PRISM_CALL(wait_tile, full, phase);
}

PRISM_DEVICE(void, wait_either, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    if (n > 1)
        prism_mbarrier_wait(b, phase);
    else
        prism_mbarrier_wait(&b[0], phase ^ 0u);
}

__shared__ prism_mbarrier_t fbar[1];

PRISM_DEVICE(void, wait_fbar, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_wait(fbar, phase);
}

PRISM_DEVICE(void, wait_forever, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    for (;;) {
        prism_mbarrier_wait(b, phase);
        break;
    }
}

PRISM_KERNEL(direct, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_tile, bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(loop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_loop, bar, 0u, 1);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(nested, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_outer, bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(bothArms, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_either, bar, 0u, n);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(ring, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 2 * BOX);
        PRISM_SHARED(prism_mbarrier_t, bars, 2);
        PRISM_ONE {
            prism_mbarrier_init(&bars[0], 1);
            prism_mbarrier_init(&bars[1], 1);
            prism_fence_mbarrier_init();
        }
        for (int k = 0; k < n; k++) {
            const int s = k & 1;
            prism_mbarrier_t *full = &bars[s];
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(full, BOX * 4);
                prism_tma_load_2d(tile + s * BOX, &map, ROWS, COLS, k * ROWS, 0, full);
            }
            PRISM_CALL(wait_tile, &bars[s], (unsigned)(k >> 1) & 1u);
            PRISM_GROUP(THREAD(1)) { acc += tile[s * BOX + t]; }
            prism_syncthreads();
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = acc; } }
}

PRISM_KERNEL(fileBar, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, BOX);
            PRISM_ONE {
                prism_mbarrier_init(fbar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(fbar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, fbar);
            }
            PRISM_CALL(wait_fbar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(forever, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
            }
            PRISM_CALL(wait_forever, bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_DEVICE(void, wait_alias, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_t *w = bar;
    prism_mbarrier_wait(w, phase);
}

PRISM_DEVICE(void, wait_both, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, a, BLOCK(1)), PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)),
             PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    prism_mbarrier_wait(a, phase);
    prism_mbarrier_wait(b, phase);
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

PRISM_DEVICE(void, wait_rec, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    prism_mbarrier_wait(bar, phase);
    if (n > 0)
        PRISM_CALL(wait_rec, bar, phase, n - 1);
}

PRISM_KERNEL(aliasLocal, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_CALL(wait_alias, bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(bothBars, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(other, BOX * 4);
                prism_tma_load_2d(tile + BOX, &map, ROWS, COLS, 0, 0, other);
            }
            PRISM_CALL(wait_both, other, bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t] + tile[BOX + t]; }
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
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(recursive, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            PRISM_CALL(wait_rec, bar, 0u, n);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}
/*
 * check-name: a helper that waits on the copy's mbarrier is a wait at its call (P139)
 * check-exit-value: 0
 */
