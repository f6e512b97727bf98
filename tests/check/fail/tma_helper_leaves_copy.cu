/*
 * tma_helper_leaves_copy.cu - a helper issues a TMA into a buffer its
 * caller gave it and returns without waiting on the copy's mbarrier
 * (probe N, M3): the call leaves the copy in flight, into the argument's
 * buffer on the argument's mbarrier, so the caller's use needs the wait.
 * SPEC 8.2 P139.  Kernel `noWait`: only a block barrier after the call;
 * `nested`: the copy is two helpers down; `otherBar`: the caller waits on
 * another mbarrier than the one it gave the helper; `helperRead`: the
 * helper reads its parameter after its own copy, before any wait;
 * `namedRead`: a plain helper reads a __shared__ variable of the file by
 * name while the kernel's copy into it is in flight (the use is at the
 * call).
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

PRISM_DEVICE(void, load_twice_removed, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, into, BLOCK(1)), PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)),
             PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)))
{
    PRISM_CALL(load_box, into, m, b);
}

PRISM_DEVICE(float, load_and_peek, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)), PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)),
             PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)))
{
    PRISM_ONE {
        prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
        prism_tma_load_2d(dst, &m, ROWS, COLS, 0, 0, bar);
    }
    return dst[0]; /* error P139 */
}

__shared__ float ftile[BOX];

__device__ float peek_ftile(int i)
{
    return ftile[i];
}

PRISM_KERNEL(noWait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
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
            prism_syncthreads();
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
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
            }
            PRISM_CALL(load_twice_removed, tile, map, bar);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(otherBar, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 32),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, full, 1);
            PRISM_SHARED(prism_mbarrier_t, other, 1);
            PRISM_ONE {
                prism_mbarrier_init(full, 1);
                prism_mbarrier_init(other, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_CALL(load_box, tile, map, full);
            PRISM_ONE { prism_mbarrier_arrive(other); }
            prism_mbarrier_wait(other, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(helperRead, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(BOX * 4 + 16),
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
            PRISM_AT(THREAD(1)) float first = PRISM_CALL(load_and_peek, tile, map, bar);
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = first + tile[t]; }
        }
    }
}
PRISM_KERNEL(namedRead, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(16),
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
            }
            prism_syncthreads();
            PRISM_GROUP(THREAD(1)) { o[0] = peek_ftile(t); } /* error P139 */
        }
    }
}
/*
 * check-name: a helper returns with a TMA into its caller's buffer in flight (P139)
 * check-exit-value: 1
 *
 * check-error-start
tma_helper_leaves_copy.cu:43:12: error: 'dst' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_helper_leaves_copy.cu:41:9: note: the TMA that fills it
tma_helper_leaves_copy.cu:43:12: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_helper_leaves_copy.cu:43:12: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_helper_leaves_copy.cu:43:12: note: see: prism-check --explain P139
tma_helper_leaves_copy.cu:67:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_helper_leaves_copy.cu:65:13: note: the TMA that fills it is issued in this call, which returns without waiting for it
tma_helper_leaves_copy.cu:67:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_helper_leaves_copy.cu:67:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_helper_leaves_copy.cu:85:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_helper_leaves_copy.cu:84:13: note: the TMA that fills it is issued in this call, which returns without waiting for it
tma_helper_leaves_copy.cu:85:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_helper_leaves_copy.cu:85:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_helper_leaves_copy.cu:107:45: error: 'tile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'full' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_helper_leaves_copy.cu:104:13: note: the TMA that fills it is issued in this call, which returns without waiting for it
tma_helper_leaves_copy.cu:107:45: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_helper_leaves_copy.cu:107:45: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_helper_leaves_copy.cu:144:55: error: 'ftile' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_helper_leaves_copy.cu:144:55: note: the function called here uses 'ftile' by name
tma_helper_leaves_copy.cu:141:17: note: the TMA that fills it
tma_helper_leaves_copy.cu:144:55: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_helper_leaves_copy.cu:144:55: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
