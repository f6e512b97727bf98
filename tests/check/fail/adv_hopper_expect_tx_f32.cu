/*
 * adv_hopper_expect_tx_f32.cu - a tf32-style pipeline whose stages hold floats, with the byte count
 * written as rows x cols x 2 from the bf16 kernel it was copied from: the
 * barrier completes at half the bytes and the consumers read half-landed
 * stages.  SPEC 8.3 P132: the bytes are box_rows x box_cols x
 * sizeof(element of the stage buffer).
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 32)

PRISM_KERNEL(f32_stages, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 4 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)), PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / 32;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(C_th, C, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, sA, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float sum = 0.0f;
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const float *a = sA + PRISM_STAGE(pipe) * TILE;
                            PRISM_GROUP(THREAD(1)) { sum += a[t % 128]; }
                        }
                    }
                    PRISM_GROUP(THREAD(1)) { C_th[0] = sum; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, 64 * 32 * 2) { /* error P132 */
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 32, 0, k * 32,
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
 * check-name: adversarial: hopper: expect-tx counted with 2-byte elements for f32 stages (P132)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_expect_tx_f32.cu:38:60: error: PRISM_PRODUCE arms the stage for 4096 bytes, but its TMA loads copy 8192: the consumers' wait ends before the data is there (a race) [P132]
adv_hopper_expect_tx_f32.cu:38:60: note: at stake: the consumers' wait on the stage's full barrier: a hang or a race
adv_hopper_expect_tx_f32.cu:38:60: note: fix: make BYTES the constant sum of box_rows * box_cols * sizeof(element) over the scope's TMA loads
adv_hopper_expect_tx_f32.cu:38:60: note: see: prism-check --explain P132
 * check-error-end
 */
