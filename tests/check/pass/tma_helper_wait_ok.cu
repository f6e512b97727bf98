/*
 * tma_helper_wait_ok.cu - the legal look-alikes of fail/tma_helper_leaves_copy
 * (SPEC 8.2 P139 through helpers): a helper that waits on the copy's
 * mbarrier before it returns completes the copy (`waitsInside`); a call
 * that leaves the copy in flight is completed by the caller's wait on the
 * mbarrier it gave (`callerWaits`; two helpers down, into an offset of the
 * buffer, in `nestedWaits`); a plain helper reads a __shared__ variable
 * of the file by name after the wait on its copy (`namedWaited`).
 */
#include "prism.h"
#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

PRISM_DEVICE(void, load_box, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float *, dst, BLOCK(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)), PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)))
{
    PRISM_ONE {
        prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
        prism_tma_load_2d(dst, &m, ROWS, COLS, 0, 0, bar);
    }
}

PRISM_DEVICE(void, load_box_waited, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)), PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)))
{
    PRISM_ONE {
        prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
        prism_tma_load_2d(dst, &m, ROWS, COLS, 0, 0, bar);
    }
    prism_mbarrier_wait(bar, 0u);
}

PRISM_DEVICE(void, load_twice_removed, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, into, BLOCK(1)), PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)),
             PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)))
{
    PRISM_CALL(load_box, into, m, b);
}

__shared__ float ftile[BOX];

__device__ float peek_ftile(int i)
{
    return ftile[i];
}

PRISM_KERNEL(waitsInside, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
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
            }
            PRISM_CALL(load_box_waited, tile, map, bar);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(callerWaits, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
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
            }
            PRISM_CALL(load_box, tile, map, bar);
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(nestedWaits, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(2 * BOX * 4 + 16),
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
            PRISM_CALL(load_twice_removed, tile + BOX, map, bar);
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[BOX + t]; }
        }
    }
}
PRISM_KERNEL(namedWaited, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(ftile, &map, ROWS, COLS, 0, 0, bar);
                prism_mbarrier_wait(bar, 0u);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = peek_ftile(t) + ftile[t]; }
        }
    }
}
/*
 * check-name: a helper's TMA is waited for inside it or by its caller (P139)
 * check-exit-value: 0
 */
