/*
 * adv_hopper_desc_kwalk_past_row.cu - the inline k16 walk of
 * pass/adv_ok_hopper_desc_inline_k.cu run twice as far: kk = 0 .. 112
 * elements, up to 224 bytes into the stage, past the 128-byte swizzle's
 * first row, where a descriptor with base offset 0 reads the rows
 * permuted wrongly (SPEC 8.2 P128).  The checker bounds the counter by its
 * loop (for (kk = 0; kk < 128; kk += 16)).
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
                            for (int kk = 0; kk < 128; kk += 16)
                                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA + PRISM_STAGE(pipe) * TILE + kk, 1), /* error P128 */
                                                               prism_wgmma_desc(sB + (k % STAGES) * TILE + kk, 1), 1); /* error P128 */
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
 * check-name: adversarial: hopper: an inline k16 walk past the swizzle's first row (P128)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_desc_kwalk_past_row.cu:36:111: error: a wgmma descriptor with 128-byte swizzle starts 224 bytes into its 1024-byte repeat, past the first 128-byte row: the base offset would be wrong [P128]
adv_hopper_desc_kwalk_past_row.cu:12:9: note: in expansion of macro 'TILE' defined here
adv_hopper_desc_kwalk_past_row.cu:36:111: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_desc_kwalk_past_row.cu:36:111: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
adv_hopper_desc_kwalk_past_row.cu:36:111: note: see: prism-check --explain P128
adv_hopper_desc_kwalk_past_row.cu:37:91: error: a wgmma descriptor with 128-byte swizzle starts 224 bytes into its 1024-byte repeat, past the first 128-byte row: the base offset would be wrong [P128]
adv_hopper_desc_kwalk_past_row.cu:11:9: note: in expansion of macro 'STAGES' defined here
adv_hopper_desc_kwalk_past_row.cu:37:91: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_desc_kwalk_past_row.cu:37:91: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
 * check-error-end
 */
