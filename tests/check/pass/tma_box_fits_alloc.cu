/*
 * tma_box_fits_alloc.cu - TMA boxes that end exactly at their
 * allocation's end, from offset 0, from a constant offset and from a
 * bounded loop counter's last value, and with no map of the box's shape
 * by the destination's element type (SPEC 8.2 P127): the look-alikes of
 * fail/tma_box_past_alloc.cu.
 */
#include "prism.h"

int make_map(prism_tensor_map_t *m, const void *a)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, 64, 64, 128, 64, 64, PRISM_SWIZZLE_128B);
}

PRISM_KERNEL(fits, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(8192 + 9216 + 8192 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, exact, 4096);     /* 8192 bytes at 0: one box */
        PRISM_SHARED(uint16_t, big, 4096 + 512); /* 9216 bytes at 8192 */
        PRISM_SHARED(float, fl, 2048);           /* 8192 bytes at 17408 */
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
            prism_tma_load_2d(exact, &map, 64, 64, 0, 0, bar);
            prism_mbarrier_wait(bar, 0);
            prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
            prism_tma_load_2d(big + 512, &map, 64, 64, 0, 0, bar);
            prism_mbarrier_wait(bar, 1);
            for (int j = 0; j < 2; j++) {
                prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
                prism_tma_load_2d(&big[j * 512], &map, 64, 64, 0, 0, bar);
                prism_mbarrier_wait(bar, (unsigned)j & 1);
            }
            /* no map has a 32 x 64 box: 2048 floats, the destination's type */
            prism_mbarrier_arrive_expect_tx(bar, 32 * 64 * 4);
            prism_tma_load_2d(fl, &map, 32, 64, 0, 0, bar);
            prism_mbarrier_wait(bar, 1);
        }
    }
}
/*
 * check-name: TMA boxes that end exactly at their allocation's end (P127)
 *
 * check-error-start
 * check-error-end
 */
