/*
 * adv_hop_tma_ring_across_arms.cu - warp specialisation by hand: the
 * producer warpgroup's elected thread reloads one shared tile by TMA every
 * round through a hand-made mbarrier, the consumer warpgroup waits on the
 * mbarrier and reads the tile.  Nothing releases the tile back to the
 * producer: round k + 1's copy overwrites it while consumers still read
 * round k, and re-arms the barrier they may not have waited on.  A copy
 * may write a buffer its thread does not own, so the ownership rules do
 * not see it, and no block barrier can be placed between two arms.  This
 * is the ring PRISM_PIPELINE builds (found as a gap in SPEC 8.2 by the
 * SPEC-only Hopper corpus: accepted, and racy in every build).  The second
 * kernel reads the tile through a pointer taken before the split.
 */
#include "prism.h"

#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)

PRISM_KERNEL(ring_by_hand, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(BOX * 4 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 128;
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
            }
            prism_syncthreads();
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < rounds; k++) {
                        prism_mbarrier_wait(bar, (unsigned)(k & 1));
                        PRISM_GROUP(THREAD(1)) { s += tile[t] + tile[t + 128]; } /* error P138 */
                    }
                    PRISM_GROUP(THREAD(1)) { o[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                            prism_tma_load_2d(tile, &map, ROWS, COLS, k * ROWS, 0, bar);
                        }
                    }
                }
            }
        }
    }
}
/* The same ring, the consumers reading through a pointer taken before the split. */
PRISM_KERNEL(ring_by_view, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(BOX * 4 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 128;
            PRISM_SHARED(float, tile, BOX);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
            }
            prism_syncthreads();
            float *view = tile;
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < rounds; k++) {
                        prism_mbarrier_wait(bar, (unsigned)(k & 1));
                        PRISM_GROUP(THREAD(1)) { s += view[t] + view[t + 128]; } /* error P138 */
                    }
                    PRISM_GROUP(THREAD(1)) { o[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                            prism_tma_load_2d(tile, &map, ROWS, COLS, k * ROWS, 0, bar);
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a TMA-filled tile handed between split arms by a hand-made mbarrier (P138)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_tma_ring_across_arms.cu:40:55: error: 'tile' is filled by TMA in another arm of this split and named in this one: nothing orders this arm's accesses against the copies (an mbarrier for the data, a release before the next fill); hand the buffer from arm to arm with PRISM_PIPELINE [P138]
adv_hop_tma_ring_across_arms.cu:48:29: note: the TMA that fills it
adv_hop_tma_ring_across_arms.cu:40:55: note: at stake: the other arm reads data the copy has not landed, or the next copy overwrites what it still reads
adv_hop_tma_ring_across_arms.cu:40:55: note: fix: hand the buffer between the arms with PRISM_PIPELINE (PRISM_PRODUCE fills it, PRISM_CONSUME reads it), or fill and read it in one arm
adv_hop_tma_ring_across_arms.cu:40:55: note: see: prism-check --explain P138
adv_hop_tma_ring_across_arms.cu:78:55: error: 'view' (a pointer into 'tile') is filled by TMA in another arm of this split and named in this one: nothing orders this arm's accesses against the copies (an mbarrier for the data, a release before the next fill); hand the buffer from arm to arm with PRISM_PIPELINE [P138]
adv_hop_tma_ring_across_arms.cu:86:29: note: the TMA that fills it
adv_hop_tma_ring_across_arms.cu:78:55: note: at stake: the other arm reads data the copy has not landed, or the next copy overwrites what it still reads
adv_hop_tma_ring_across_arms.cu:78:55: note: fix: hand the buffer between the arms with PRISM_PIPELINE (PRISM_PRODUCE fills it, PRISM_CONSUME reads it), or fill and read it in one arm
 * check-error-end
 */
