/*
 * pipeline_ok_lookalikes.cu - what the pipeline rules must not reject:
 * two consumer warpgroups (consumers first in a 384-thread block) run one
 * PRISM_CONSUME, 256 arrivals (P137); both loops bound by the same
 * expression of a parameter never assigned (P134); a consumer reads the
 * stage with plain loads and keeps a pointer to it declared inside the
 * scope (P130, P131); wait(1) after two commits still covers the last
 * wgmma (P133); three boxes of different shapes add up (P132); a branch
 * around the whole split, not inside one arm (P134).
 */
#include "prism.h"

typedef struct { unsigned char opaque[128]; } map_t;

#define STAGES 3
#define TILE_A (128 * 64)
#define TILE_B (64 * 64)

PRISM_KERNEL(two_consumers, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * (TILE_A + TILE_B) * 2 + 2 * STAGES * 8), PRISM_PARAM(map_t, mapA, GRID(1)),
             PRISM_PARAM(map_t, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)), PRISM_PARAM(int, K, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 384);
    PRISM_PARTITION(C_th, C, THREAD(1), t * 33) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE_A);
            PRISM_SHARED(uint16_t, sB, STAGES * TILE_B);
            PRISM_PIPELINE(ring, STAGES, 256);
            PRISM_STAGES(ring, sA);
            PRISM_STAGES(ring, sB);
            if (K >= 64) /* a branch around the whole split: both sides skip or run together */
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) {
                    PRISM_AT(WARPGROUP(1)) const int g = (int)PRISM_ID(WARPGROUP(1)) % 2;
                    PRISM_GROUP(WARPGROUP(1)) {
                        PRISM_AT(THREAD(1)) float acc[33] = {0.0f};
                        for (int k = 0; k < K / 64; ++k) {
                            PRISM_CONSUME(ring, k) {
                                const uint16_t *a = sA + PRISM_STAGE(ring) * TILE_A + g * (64 * 64);
                                const uint16_t *b = sB + PRISM_STAGE(ring) * TILE_B;
                                PRISM_GROUP(THREAD(1)) { acc[32] += (float)a[0]; }
                                prism_wgmma_fence();
                                for (int kk = 0; kk < 64; kk += 16)
                                    prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + kk, 1),
                                                                   prism_wgmma_desc(b + kk, 1), 1);
                                prism_wgmma_commit();
                                prism_wgmma_commit();
                                prism_wgmma_wait(1);
                            }
                        }
                        PRISM_GROUP(THREAD(1)) {
                            for (int i = 0; i < 33; i++)
                                C_th[i] = acc[i];
                        }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < K / 64; k += 1) {
                            PRISM_PRODUCE(ring, k, (TILE_A + TILE_B) * 2) {
                                prism_tma_load_2d(sA + PRISM_STAGE(ring) * TILE_A, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(ring));
                                prism_tma_load_2d(sA + PRISM_STAGE(ring) * TILE_A + 64 * 64, &mapA, 64, 64, 64, k * 64,
                                                  PRISM_STAGE_BAR(ring));
                                prism_tma_load_2d(sB + PRISM_STAGE(ring) * TILE_B, &mapB, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(ring));
                            }
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: pipeline: look-alikes of P130-P137 that are legal (two consumer warpgroups, 256 arrivals, wait(1) after two commits, the same bound expression)
 */
