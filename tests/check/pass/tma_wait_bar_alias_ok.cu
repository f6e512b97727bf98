/*
 * tma_wait_bar_alias_ok.cu - the legal look-alikes of
 * fail/tma_wait_bar_alias (probe N, F6; SPEC 8.2 P139): a wait through a
 * local alias of the copy's mbarrier (`waitAlias`), a copy through one
 * (`copyAlias`), a copy through a local that may hold either barrier with
 * both waited on (`copyEitherBoth`), a ring's `full = &bars[s]` (`ring`),
 * and an alias passed to a helper that issues the copy (`helperAlias`).
 */
#include "prism.h"
#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

PRISM_DEVICE(void, load_box, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float *, dst, BLOCK(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)), PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)))
{
    PRISM_ONE { prism_tma_load_2d(dst, &m, ROWS, COLS, 0, 0, bar); }
}

PRISM_KERNEL(waitAlias, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            prism_mbarrier_wait(bar0, 0u);
            prism_mbarrier_wait(b1, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile0[t] + tile1[t]; }
        }
    }
}

PRISM_KERNEL(copyAlias, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
                prism_tma_load_2d(tile1, &map, ROWS, COLS, ROWS, 0, b1);
            }
            prism_mbarrier_wait(bar0, 0u);
            prism_mbarrier_wait(bar1, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile0[t] + tile1[t]; }
        }
    }
}

PRISM_KERNEL(copyEitherBoth, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            prism_mbarrier_wait(bar1, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile0[t]; }
        }
    }
}

PRISM_KERNEL(helperAlias, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 32),
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
            }
            PRISM_CALL(load_box, tile1, map, b1);
            prism_mbarrier_wait(bar1, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile1[t]; }
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
            prism_mbarrier_wait(&bars[s], (unsigned)(k >> 1) & 1u);
            PRISM_GROUP(THREAD(1)) { acc += tile[s * BOX + t]; }
            prism_syncthreads();
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = acc; } }
}
/*
 * check-name: a wait or a copy through a local alias of the mbarrier (P139)
 * check-exit-value: 0
 */
