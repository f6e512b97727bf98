/*
 * adv_hop_ok_tma_own_arm.cu - the legal look-alikes of
 * fail/adv_hop_tma_ring_across_arms.cu: each warpgroup fills and reads
 * its own tile inside its arm (the arm's elected thread issues the copy,
 * the arm waits on its own mbarrier), and a tile filled before the split
 * is read in both arms after the block's barrier.
 */
#include "prism.h"

#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

PRISM_KERNEL(own_arm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * BOX * 4 + 32), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 128;
            PRISM_SHARED(float, shared_tile, BOX);
            PRISM_SHARED(float, tile0, BOX);
            PRISM_SHARED(float, tile1, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 3);
            PRISM_ONE {
                prism_mbarrier_init(&bar[0], 1);
                prism_mbarrier_init(&bar[1], 1);
                prism_mbarrier_init(&bar[2], 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(&bar[2], BOX * 4);
                prism_tma_load_2d(shared_tile, &map, ROWS, COLS, 0, 0, &bar[2]);
            }
            prism_syncthreads();
            prism_mbarrier_wait(&bar[2], 0u);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(&bar[0], BOX * 4);
                        prism_tma_load_2d(tile0, &map, ROWS, COLS, ROWS, 0, &bar[0]);
                    }
                    prism_mbarrier_wait(&bar[0], 0u);
                    PRISM_GROUP(THREAD(1)) { o[0] = tile0[t] + shared_tile[t]; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(&bar[1], BOX * 4);
                        prism_tma_load_2d(tile1, &map, ROWS, COLS, 2 * ROWS, 0, &bar[1]);
                    }
                    prism_mbarrier_wait(&bar[1], 0u);
                    PRISM_GROUP(THREAD(1)) { o[0] = tile1[t + 128] + shared_tile[t + 128]; }
                }
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: TMA-filled tiles read in the arm that fills them, or after the block's barrier
 *
 * check-error-start
 * check-error-end
 */
