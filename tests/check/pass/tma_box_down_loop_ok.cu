/*
 * tma_box_down_loop_ok.cu - the legal look-alikes of fail/tma_box_down_loop
 * (SPEC 8.2 P127): boxes filled by loops that count down and end exactly
 * at the allocation's end: `s = NS - 1` down to 0 (`exact`), `s -= 2`
 * with the box one past `s`, from NS - 2 (`stepTwo`), an unsigned counter that
 * stops above 0 (`unsignedAbove`).
 */
#include "prism.h"
#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)
#define NS 4

int make_map(prism_tensor_map_t *m, const void *p, unsigned long long rows)
{
    return prism_tensor_map_2d(m, p, PRISM_F32, rows, COLS, COLS * 4, ROWS, COLS, PRISM_SWIZZLE_NONE);
}

PRISM_KERNEL(exact, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(NS * BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, NS * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, NS * BOX * 4);
                for (int s = NS - 1; s >= 0; s--)
                    prism_tma_load_2d(tile + s * BOX, &map, ROWS, COLS, 0, 0, bar);
            }
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(stepTwo, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(NS * BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, NS * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, NS * BOX * 4);
                for (int s = NS - 2; s >= 0; s -= 2)
                    prism_tma_load_2d(tile + s * BOX + BOX, &map, ROWS, COLS, 0, 0, bar);
            }
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(unsignedAbove, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(NS * BOX * 4 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, NS * BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, NS * BOX * 4);
                for (unsigned s = NS - 1u; s > 0u; s--)
                    prism_tma_load_2d(tile + s * BOX, &map, ROWS, COLS, 0, 0, bar);
            }
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}
/*
 * check-name: TMA boxes in counting-down loops that fit exactly (P127)
 * check-exit-value: 0
 */
