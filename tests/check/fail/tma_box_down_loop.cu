/*
 * tma_box_down_loop.cu - a TMA box in a loop that counts down lands past
 * its allocation (probe N, M1; SPEC 8.2 P127): the counter is bounded by
 * its range, first value to last, as a counting-up loop's is.  Kernel
 * `fromEnd`: `s = NS` down to 0, the first box starts at the end;
 * `stepTwo`: `s -= 2` from NS - 1, the box one past `s`, the first past the
 * end; `strictGreater`: `s > -1` spells `s >= 0`.
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

PRISM_KERNEL(fromEnd, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(NS * BOX * 4 + 16),
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
                for (int s = NS; s >= 0; s--)
                    prism_tma_load_2d(tile + s * BOX /* error P127 */, &map, ROWS, COLS, 0, 0, bar);
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
                for (int s = NS - 1; s >= 0; s -= 2)
                    prism_tma_load_2d(tile + s * BOX + BOX /* error P127 */, &map, ROWS, COLS, 0, 0, bar);
            }
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}

PRISM_KERNEL(strictGreater, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(NS * BOX * 4 + 16),
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
                for (int s = NS; s > -1; --s)
                    prism_tma_load_2d(&tile[s * BOX] /* error P127 */, &map, ROWS, COLS, 0, 0, bar);
            }
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}
/*
 * check-name: a TMA box past its allocation in a counting-down loop (P127)
 * check-exit-value: 1
 *
 * check-error-start
tma_box_down_loop.cu:33:39: error: the TMA box of 8 x 32 elements (1024 bytes) from byte 4096 of 'tile' ends at byte 5120, past its 4096 bytes: the copy overwrites the next shared allocation [P127]
tma_box_down_loop.cu:33:39: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_down_loop.cu:33:39: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_box_down_loop.cu:33:39: note: see: prism-check --explain P127
tma_box_down_loop.cu:54:39: error: the TMA box of 8 x 32 elements (1024 bytes) from byte 4096 of 'tile' ends at byte 5120, past its 4096 bytes: the copy overwrites the next shared allocation [P127]
tma_box_down_loop.cu:54:39: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_down_loop.cu:54:39: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_box_down_loop.cu:75:40: error: the TMA box of 8 x 32 elements (1024 bytes) from byte 4096 of 'tile' ends at byte 5120, past its 4096 bytes: the copy overwrites the next shared allocation [P127]
tma_box_down_loop.cu:75:40: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_down_loop.cu:75:40: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
 * check-error-end
 */
