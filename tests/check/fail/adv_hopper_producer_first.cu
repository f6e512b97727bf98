/*
 * adv_hopper_producer_first.cu - the warp-specialized GEMM as most write it, producer warpgroup 0
 * and two consumer warpgroups after it (384 threads): the consumers' arm
 * is threads 128-383, not aligned to its 256 threads, so a named barrier
 * or a 256-thread collective of that arm meets half of each aligned
 * 256-thread run.  SPEC 4.2 P021: the producer-first 128 + 256 split is
 * rejected; consumers first is the legal order.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(producer_first, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / 64;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 384);
    PRISM_PARTITION(C_th, C, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_SHARED(uint16_t, sB, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 256);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, STAGE_BYTES) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                        }
                    }
                }
                PRISM_CASE(2) { /* error P021 */
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
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
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: producer warpgroup first, 256 consumers at thread 128 (P021)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_producer_first.cu:42:28: error: split arm of 2 WARPGROUP units starts at unit 1, not a multiple of its size: it would not be aligned [P021]
adv_hopper_producer_first.cu:42:28: note: the arms are aligned largest first: PRISM_CASE(2), PRISM_CASE(1)
adv_hopper_producer_first.cu:42:28: note: at stake: an arm off its alignment straddles units, so no barrier of that level meets its threads
adv_hopper_producer_first.cu:42:28: note: fix: order the arms so that each starts at a multiple of its size (larger arms first)
adv_hopper_producer_first.cu:42:28: note: see: prism-check --explain P021
 * check-error-end
 */
