/*
 * adv_hopper_arrivals_whole_block.cu - the empty barrier initialised with the block size ("every thread
 * arrives"), 384, but only the two consumer warpgroups run PRISM_CONSUME:
 * 256 arrivals per round never complete a phase of 384 and the producer
 * hangs at round STAGES.  SPEC 8.3 P137: CONSUMER_ARRIVALS equals the
 * threads of the innermost split arm around the scope.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(whole_block, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1), THREAD(1)),
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
            PRISM_PIPELINE(pipe, STAGES, 384);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) {
                    PRISM_GROUP(WARPGROUP(1)) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) { /* error P137 */
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
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: 384 empty arrivals for 256 consumer threads (P137)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_arrivals_whole_block.cu:33:25: error: PRISM_CONSUME run by 256 threads arrives 256 times on the stage's empty barrier, but 'pipe' expects 384 arrivals: the producer waits forever [P137]
adv_hopper_arrivals_whole_block.cu:25:42: note: the arrivals are declared here
adv_hopper_arrivals_whole_block.cu:33:25: note: at stake: the empty barrier's phase: never completes, or completes early
adv_hopper_arrivals_whole_block.cu:33:25: note: fix: give PRISM_PIPELINE the number of threads that run PRISM_CONSUME as CONSUMER_ARRIVALS
adv_hopper_arrivals_whole_block.cu:33:25: note: see: prism-check --explain P137
 * check-error-end
 */
