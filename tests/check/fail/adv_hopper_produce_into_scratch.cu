/*
 * adv_hopper_produce_into_scratch.cu - the producer loads B into a scratch buffer that is not one of the
 * pipeline's stages (the B tile "is small, one buffer is enough") while
 * arming the stage's full barrier with both boxes.  The copy into scratch
 * is not protected by the empty barrier: round k + 1 overwrites B while
 * the consumers of round k read it.  SPEC 8.3 P132: the calls need a stage
 * buffer as destination, otherwise the bytes cannot be counted.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(produce_into_scratch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM((STAGES + 1) * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / 64;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(C_th, C, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_SHARED(uint16_t, sB, TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = sA + PRISM_STAGE(pipe) * TILE;
                            prism_wgmma_fence();
                            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a, 1), prism_wgmma_desc(sB, 1), 1);
                            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + 16, 1), prism_wgmma_desc(sB + 16, 1), 1);
                            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + 32, 1), prism_wgmma_desc(sB + 32, 1), 1);
                            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + 48, 1), prism_wgmma_desc(sB + 48, 1), 1);
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
                        for (int k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, STAGE_BYTES) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB, &mapB, 64, 64, 0, k * 64, PRISM_STAGE_BAR(pipe)); /* error P132 */
                            }
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a TMA into a non-stage buffer counted in a stage's bytes (P132)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_produce_into_scratch.cu:54:50: error: cannot count the bytes this TMA load copies into the stage (its destination is not a stage buffer of a known element type); write each load of a round at the top of PRISM_PRODUCE with constant box extents [P132]
adv_hopper_produce_into_scratch.cu:54:50: note: at stake: the consumers' wait on the stage's full barrier: a hang or a race
adv_hopper_produce_into_scratch.cu:54:50: note: fix: make BYTES the constant sum of box_rows * box_cols * sizeof(element) over the scope's TMA loads
adv_hopper_produce_into_scratch.cu:54:50: note: see: prism-check --explain P132
 * check-error-end
 */
