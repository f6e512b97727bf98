/*
 * tma_read_after_wait.cu - the look-alikes of fail/tma_read_before_wait.cu
 * (SPEC 8.2 P139): the filling thread waits and the block barrier carries
 * it to the readers; every thread waits, on every path of a branch; a loop that waits for each round before reading it; a wgmma
 * descriptor built before the wait and used by the wgmma after it.
 */
#include "prism.h"
#define ROWS 8
#define COLS 32

int make_map(prism_tensor_map_t *m, const void *a)
{
    return prism_tensor_map_2d(m, a, PRISM_F32, ROWS, COLS, COLS * 4, ROWS, COLS, PRISM_SWIZZLE_NONE);
}

PRISM_KERNEL(onewaits, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(ROWS * COLS * 4 + 16),
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
            prism_mbarrier_wait(bar, 0);
        }
        PRISM_GROUP(THREAD(1)) { v = tile[t]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}

PRISM_KERNEL(allwait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(ROWS * COLS * 4 + 16),
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
        else
            prism_mbarrier_wait(&bar[0], 0);
        PRISM_GROUP(THREAD(1)) { v = tile[t]; }
        for (int k = 1; k < n; k++) {
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, ROWS * COLS * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, k * ROWS, 0, bar);
            }
            prism_mbarrier_wait(bar, (unsigned)k & 1);
            PRISM_GROUP(THREAD(1)) { v += tile[t]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}
int make_map_b(prism_tensor_map_t *m, const void *a)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, 64, 64, 128, 64, 64, PRISM_SWIZZLE_128B);
}

PRISM_KERNEL(descwait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(8192 + 16),
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
            prism_mbarrier_wait(bar, 0);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { v = acc[0]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = v; } }
}
/*
 * check-name: a TMA-filled buffer used after a wait on the copy's mbarrier (P139)
 *
 * check-error-start
 * check-error-end
 */
