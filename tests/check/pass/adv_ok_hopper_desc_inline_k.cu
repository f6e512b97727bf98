/*
 * adv_ok_hopper_desc_inline_k.cu - the consumers build descriptors inline: stage base plus the k16
 * step, sA + PRISM_STAGE(pipe) * TILE + kk with kk = 0, 16, 32, 48 - at
 * most 96 bytes into the 128-byte row, so every descriptor starts in the
 * first row of a 1024-aligned repeat; and the stage written as
 * (k % STAGES) * TILE, which is what PRISM_STAGE is.  The byte count is an
 * integer constant expression with sizeof.  SPEC 8.2 P128 ("stage + k
 * with k*element under the span is how a K-major operand is walked k16 by
 * k16"); 8.3 P130 (named inside the scope), P132 (a constant).
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(desc_inline_k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
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
                        PRISM_CONSUME(pipe, k) {
                            prism_wgmma_fence();
                            for (int kk = 0; kk < 64; kk += 16)
                                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA + PRISM_STAGE(pipe) * TILE + kk, 1),
                                                               prism_wgmma_desc(sB + (k % STAGES) * TILE + kk, 1), 1);
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
                            PRISM_PRODUCE(pipe, k, 2 * 64 * 64 * sizeof(uint16_t)) {
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
 * check-name: adversarial: hopper: inline k16 descriptors of a 1024-aligned stage, sizeof in the byte count
 *
 * check-error-start
 * check-error-end
 */
