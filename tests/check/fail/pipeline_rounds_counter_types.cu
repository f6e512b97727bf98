/*
 * pipeline_rounds_counter_types.cu - an unsigned producer counter and an int consumer counter: the same bound compares differently on the two sides (a negative one runs no round on one side, all of them on the other).
 */
#include "prism.h"

typedef struct { unsigned char opaque[128]; } map_t; /* the checker sees the kernel, not the header's types */

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(tile_product, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(map_t, mapA, GRID(1)),
             PRISM_PARAM(map_t, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)), PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / 64;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(C_th, C, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_SHARED(uint16_t, sB, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) { /* error P134 */
                            const uint16_t *a = sA + PRISM_STAGE(pipe) * TILE;
                            const uint16_t *b = sB + PRISM_STAGE(pipe) * TILE;
                            prism_wgmma_fence();
                            for (int kk = 0; kk < 64; kk += 16)
                                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + kk, 1),
                                                               prism_wgmma_desc(b + kk, 1), 1);
                            prism_wgmma_commit();
                            prism_wgmma_wait(0);
                        }
                    }
                    PRISM_GROUP(THREAD(1)) {
                        for (int i = 0; i < 32; i++)
                            C_th[i] = acc[i];
                    }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (unsigned k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, STAGE_BYTES) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: pipeline: round counters of different types
 * check-exit-value: 1
 *
 * check-error-start
pipeline_rounds_counter_types.cu:29:25: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: the producer's counter 'k' and the consumers' 'k' are of different integer types, so the same bound may compare differently on the two sides [P134]
pipeline_rounds_counter_types.cu:48:29: note: the producer's scope is here
pipeline_rounds_counter_types.cu:29:25: note: at stake: the side with more rounds waits forever
pipeline_rounds_counter_types.cu:29:25: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
pipeline_rounds_counter_types.cu:29:25: note: see: prism-check --explain P134
 * check-error-end
 */
