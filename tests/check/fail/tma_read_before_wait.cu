/*
 * tma_read_before_wait.cu - buffers a TMA fills used with no wait on the
 * copy's mbarrier on some path (red-team A4 finding 3): the block barrier
 * the checker places between the filling thread and the readers does not
 * wait for the copy.  SPEC 8.2 P139.  Kernel `nowait`: no wait at all;
 * `branchwait`: the wait is on one side of a branch only; `otherbar`: the
 * wait is on another mbarrier; `loopnext`: the buffer is read again after
 * the next round's copy is issued, before the wait at the loop's top;
 * `descnowait`: a wgmma reads the buffer through a descriptor built
 * before any wait.
 */
#include "prism.h"
#define ROWS 8
#define COLS 32

int make_map(prism_tensor_map_t *m, const void *a)
{
    return prism_tensor_map_2d(m, a, PRISM_F32, ROWS, COLS, COLS * 4, ROWS, COLS, PRISM_SWIZZLE_NONE);
}

PRISM_KERNEL(nowait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(ROWS * COLS * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(float, tile, ROWS * COLS);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, ROWS * COLS * 4);
            prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
        }
        PRISM_GROUP(THREAD(1)) { v = tile[t]; } /* error P139 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}

PRISM_KERNEL(branchwait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(ROWS * COLS * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(float, tile, ROWS * COLS);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, ROWS * COLS * 4);
            prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
        }
        if (n > 1)
            prism_mbarrier_wait(bar, 0);
        PRISM_GROUP(THREAD(1)) { v = tile[t]; } /* error P139 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}

PRISM_KERNEL(otherbar, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(ROWS * COLS * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(float, tile, ROWS * COLS);
        PRISM_SHARED(prism_mbarrier_t, full, 1);
        PRISM_SHARED(prism_mbarrier_t, other, 1);
        PRISM_ONE {
            prism_mbarrier_init(full, 1);
            prism_mbarrier_init(other, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(full, ROWS * COLS * 4);
            prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, full);
            prism_mbarrier_arrive(other);
        }
        prism_mbarrier_wait(other, 0);
        PRISM_GROUP(THREAD(1)) { v = tile[t]; } /* error P139 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}

PRISM_KERNEL(loopnext, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(ROWS * COLS * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(float, tile, ROWS * COLS);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, ROWS * COLS * 4);
            prism_tma_load_2d(tile, &map, ROWS, COLS, 0, 0, bar);
        }
        for (int k = 0; k < n; k++) {
            prism_mbarrier_wait(bar, (unsigned)k & 1);
            PRISM_GROUP(THREAD(1)) { v += tile[t]; }
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, ROWS * COLS * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, (k + 1) * ROWS, 0, bar);
            }
            PRISM_GROUP(THREAD(1)) { v += tile[(t + 1) % (ROWS * COLS)]; } /* error P139 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}
int make_map_b(prism_tensor_map_t *m, const void *a)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, 64, 64, 128, 64, 64, PRISM_SWIZZLE_128B);
}

PRISM_KERNEL(descnowait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(8192 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapb, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, sA, 64 * 64);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
            prism_tma_load_2d(sA, &mapb, 64, 64, 0, 0, bar);
        }
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) uint64_t da = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B); /* an address: no use yet */
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P139 */
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { v = acc[0]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}
/*
 * check-name: a TMA-filled buffer used before a wait on the copy's mbarrier (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_read_before_wait.cu:36:38: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_read_before_wait.cu:34:13: note: the TMA that fills it
tma_read_before_wait.cu:36:38: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_read_before_wait.cu:36:38: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_read_before_wait.cu:36:38: note: see: prism-check --explain P139
tma_read_before_wait.cu:58:38: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_read_before_wait.cu:54:13: note: the TMA that fills it
tma_read_before_wait.cu:58:38: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_read_before_wait.cu:58:38: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_read_before_wait.cu:82:38: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'full' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_read_before_wait.cu:78:13: note: the TMA that fills it
tma_read_before_wait.cu:82:38: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_read_before_wait.cu:82:38: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_read_before_wait.cu:109:43: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_read_before_wait.cu:107:17: note: the TMA that fills it
tma_read_before_wait.cu:109:43: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_read_before_wait.cu:109:43: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_read_before_wait.cu:138:49: error: 'da' is used while the TMA that fills 'sA' may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_read_before_wait.cu:132:13: note: the TMA that fills it
tma_read_before_wait.cu:138:49: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_read_before_wait.cu:138:49: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
