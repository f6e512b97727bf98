/*
 * tma_box_past_alloc.cu - TMA boxes that end past their destination's
 * PRISM_SHARED allocation: the copy overwrites the next allocation, which
 * other threads may be using (red-team A4 finding 4).  SPEC 8.2 P127: the
 * box's bytes (its extents times the element size of the file's maps of
 * that shape) fit from the destination's constant offset, bounded loop
 * counters at their last value, to the allocation's end; with no map of
 * the box's shape, the destination's element type counts.  Arithmetic on
 * (uintptr_t) or (char *) of the destination counts bytes (red team rt17:
 * + 2048 of a (uintptr_t) is byte 2048 of big, not element 2048; + 1024
 * fits).
 */
#include "prism.h"

int make_map(prism_tensor_map_t *m, const void *a)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, 64, 64, 128, 64, 64, PRISM_SWIZZLE_128B);
}

PRISM_KERNEL(over, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(2048 + 9216 + 4096 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, small, 1024);     /* 2048 bytes at 0 */
        PRISM_SHARED(uint16_t, big, 4096 + 512); /* 9216 bytes at 2048 */
        PRISM_SHARED(float, fl, 1024);           /* 4096 bytes at 11264 */
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
            prism_tma_load_2d(small, &map, 64, 64, 0, 0, bar); /* error P127 */
            prism_mbarrier_wait(bar, 0);
            prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
            prism_tma_load_2d(big + 1024, &map, 64, 64, 0, 0, bar); /* error P127 */
            prism_mbarrier_wait(bar, 1);
            for (int j = 0; j < 3; j++) {
                prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
                prism_tma_load_2d(&big[j * 512], &map, 64, 64, 0, 0, bar); /* error P127 */
                prism_mbarrier_wait(bar, (unsigned)j & 1);
            }
            /* no map of this file has a 32 x 64 box: the destination's float counts */
            prism_mbarrier_arrive_expect_tx(bar, 32 * 64 * 4);
            prism_tma_load_2d(fl, &map, 32, 64, 0, 0, bar); /* error P127 */
            prism_mbarrier_wait(bar, 1);
            prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
            prism_tma_load_2d((uint16_t *)((uintptr_t)big + 1024), &map, 64, 64, 0, 0, bar);
            prism_mbarrier_wait(bar, 0);
            prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
            prism_tma_load_2d((uint16_t *)((uintptr_t)big + 2048), &map, 64, 64, 0, 0, bar); /* error P127 */
            prism_mbarrier_wait(bar, 1);
        }
    }
}
/*
 * check-name: TMA boxes that end past their PRISM_SHARED allocation (P127)
 * check-exit-value: 1
 *
 * check-error-start
tma_box_past_alloc.cu:32:31: error: the TMA box of 64 x 64 elements (8192 bytes) from byte 0 of 'small' ends at byte 8192, past its 2048 bytes: the copy overwrites the next shared allocation [P127]
tma_box_past_alloc.cu:32:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_past_alloc.cu:32:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_box_past_alloc.cu:32:31: note: see: prism-check --explain P127
tma_box_past_alloc.cu:35:31: error: the TMA box of 64 x 64 elements (8192 bytes) from byte 2048 of 'big' ends at byte 10240, past its 9216 bytes: the copy overwrites the next shared allocation [P127]
tma_box_past_alloc.cu:35:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_past_alloc.cu:35:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_box_past_alloc.cu:39:36: error: the TMA box of 64 x 64 elements (8192 bytes) from byte 2048 of 'big' ends at byte 10240, past its 9216 bytes: the copy overwrites the next shared allocation [P127]
tma_box_past_alloc.cu:39:36: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_past_alloc.cu:39:36: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_box_past_alloc.cu:44:31: error: the TMA box of 32 x 64 elements (8192 bytes) from byte 0 of 'fl' ends at byte 8192, past its 4096 bytes: the copy overwrites the next shared allocation [P127]
tma_box_past_alloc.cu:44:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_past_alloc.cu:44:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_box_past_alloc.cu:50:55: error: the TMA box of 64 x 64 elements (8192 bytes) from byte 2048 of 'big' ends at byte 10240, past its 9216 bytes: the copy overwrites the next shared allocation [P127]
tma_box_past_alloc.cu:50:55: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_box_past_alloc.cu:50:55: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
 * check-error-end
 */
