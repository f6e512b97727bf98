/*
 * adv_ok_hopper_expect_tx_f32.cu - the fixed adv_hopper_expect_tx_f32: f32 stages armed with
 * 64 x 32 x 4 bytes, and a store inside PRISM_CONSUME that is legal because
 * it goes to the thread's own partition of global memory, not to the stage.
 * SPEC 8.3 P131 (the stage is read-only; other memory is not), P132.
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
                            PRISM_GROUP(THREAD(1)) {
                                sum += a[t % 128];
                                C_th[0] = sum; /* a store inside the scope, to the thread's own output */
                            }
                        }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, 64 * 32 * 4) {
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
 * check-name: adversarial: hopper: f32 stages armed with 4-byte elements, a store to the own partition inside the consume scope
 *
 * check-error-start
 * check-error-end
 */
