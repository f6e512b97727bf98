/*
 * pipeline_nested_split_rings_ok.cu - two pipelines whose four sides run on
 * four disjoint thread sets: each outer arm splits again into one producer
 * warpgroup and one consumer warpgroup (red team rt36: P141 judged the
 * outer arm, which holds threads that only produce and threads that only
 * consume, and refused it; the same kernel with one flat split was
 * accepted and ran clean).  P141 asks whether two scopes share threads.
 */
#include "prism.h"
#define TILE (64 * 64)
PRISM_KERNEL(four_sets, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * TILE * 2 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, b1, TILE);
        PRISM_SHARED(uint16_t, b2, TILE);
        PRISM_PIPELINE(p1, 1, 128);
        PRISM_PIPELINE(p2, 1, 128);
        PRISM_STAGES(p1, b1);
        PRISM_STAGES(p2, b2);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) {
                PRISM_SPLIT(WARPGROUP) {
                    PRISM_CASE(1) {
                        PRISM_ONE {
                            for (int k = 0; k < n; k++)
                                PRISM_PRODUCE(p1, k, TILE * 2) {
                                    prism_tma_load_2d(b1 + PRISM_STAGE(p1) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(p1));
                                }
                        }
                    }
                    PRISM_CASE(1) {
                        for (int k = 0; k < n; k++)
                            PRISM_CONSUME(p2, k) { (void)b2; }
                    }
                }
            }
            PRISM_CASE(2) {
                PRISM_SPLIT(WARPGROUP) {
                    PRISM_CASE(1) {
                        PRISM_ONE {
                            for (int k = 0; k < n; k++)
                                PRISM_PRODUCE(p2, k, TILE * 2) {
                                    prism_tma_load_2d(b2 + PRISM_STAGE(p2) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(p2));
                                }
                        }
                    }
                    PRISM_CASE(1) {
                        for (int k = 0; k < n; k++)
                            PRISM_CONSUME(p1, k) { (void)b1; }
                    }
                }
            }
        }
    }
}

/*
 * check-name: two pipelines on four disjoint thread sets of nested splits
 *
 * check-error-start
 * check-error-end
 */
