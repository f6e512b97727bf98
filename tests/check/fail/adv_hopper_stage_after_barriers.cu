/*
 * adv_hopper_stage_after_barriers.cu - the pipeline's barriers declared first ("barriers first, like the
 * CUTLASS SharedStorage") and a scratch row between the stage buffers: sA
 * starts at byte 32 and sB at 32 + 16384 + 48, neither on a 128-byte
 * boundary.  TMA requires a 128-byte aligned shared destination (16 bytes
 * is not enough for a tensor copy with a swizzle; the 128-byte swizzle
 * pattern assumes 1024), and the wgmma descriptors built through the
 * aliases a and b start past the first 128-byte row of a repeat.  SPEC 8.2 P128.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(stage_after_barriers, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * 8 + STAGES * TILE * 2 + 48 + STAGES * TILE * 2), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / 64;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(C_th, C, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_SHARED(float, scratch, 12);
            PRISM_SHARED(uint16_t, sB, STAGES * TILE);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            (void)scratch;
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = sA + PRISM_STAGE(pipe) * TILE;
                            const uint16_t *b = sB + PRISM_STAGE(pipe) * TILE;
                            prism_wgmma_fence();
                            for (int kk = 0; kk < 64; kk += 16)
                                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + kk, 1), /* error P128 */
                                                               prism_wgmma_desc(b + kk, 1), 1); /* error P128 */
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
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64, /* error P128 */
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 64, 0, k * 64, /* error P128 */
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
 * check-name: adversarial: hopper: stages after the barriers and a scratch row, TMA destinations off 128 (P128)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_stage_after_barriers.cu:41:86: error: a wgmma descriptor with 128-byte swizzle starts 128 bytes into its 1024-byte repeat, past the first 128-byte row: the base offset would be wrong [P128]
adv_hopper_stage_after_barriers.cu:41:86: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_stage_after_barriers.cu:41:86: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
adv_hopper_stage_after_barriers.cu:41:86: note: see: prism-check --explain P128
adv_hopper_stage_after_barriers.cu:42:81: error: a wgmma descriptor with 128-byte swizzle starts 176 bytes into its 1024-byte repeat, past the first 128-byte row: the base offset would be wrong [P128]
adv_hopper_stage_after_barriers.cu:42:81: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_stage_after_barriers.cu:42:81: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
adv_hopper_stage_after_barriers.cu:56:76: error: a TMA load needs a 128-byte aligned destination (more with a swizzle); 'sA' is only known to be 32-byte aligned [P128]
adv_hopper_stage_after_barriers.cu:13:9: note: in expansion of macro 'TILE' defined here
adv_hopper_stage_after_barriers.cu:56:76: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_stage_after_barriers.cu:56:76: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
adv_hopper_stage_after_barriers.cu:58:76: error: a TMA load needs a 128-byte aligned destination (more with a swizzle); 'sB' is only known to be 16-byte aligned [P128]
adv_hopper_stage_after_barriers.cu:13:9: note: in expansion of macro 'TILE' defined here
adv_hopper_stage_after_barriers.cu:58:76: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_stage_after_barriers.cu:58:76: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
 * check-error-end
 */
