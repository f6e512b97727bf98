/*
 * adv_hopper_rounds_peeled_prologue.cu - the producer's loop starts at 1,
 * the consumers' at 0: round 0 was peeled into a prologue TMA "to start
 * the first copy earlier", and the prologue was later dropped in a
 * refactor.  Round 0's full barrier is never armed, so the consumers
 * wait on it forever (and with the prologue, a plain TMA with no
 * expect-tx would let the phase complete on the arrival alone).
 * SPEC 8.3 P134: first and bound are the same on both sides.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(peeled, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                        for (int k = 1; k < rounds; k++) { /* error P134 */
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
 * check-name: adversarial: hopper: the producer's loop starts at 1, the consumers' at 0 (P134)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_rounds_peeled_prologue.cu:52:38: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: on the producer side, its loop's first round is not the constant 0: round k waits on phase (k / STAGES) & 1 of its stage, counted from round 0, so a ring that starts later reads a stage early or waits forever [P134]
adv_hopper_rounds_peeled_prologue.cu:53:29: note: that side's scope is here
adv_hopper_rounds_peeled_prologue.cu:52:38: note: at stake: the side with more rounds waits forever
adv_hopper_rounds_peeled_prologue.cu:52:38: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
adv_hopper_rounds_peeled_prologue.cu:52:38: note: see: prism-check --explain P134
 * check-error-end
 */
