/*
 * adv_hopper_wait_on_last_round.cu - CUTLASS-style "keep one wgmma group in flight across stages":
 * wait(1) on every round but the last, wait(0) on the last.  The stage of
 * round k is released when the scope ends, while its wgmma - the newest
 * group - may still read it; the producer's TMA of round k + STAGES then
 * overwrites operands in use.  (CUTLASS releases the previous stage after
 * wait(1), never the current one.)  SPEC 8.3 P133: the wait follows the
 * commits at the scope's top level, with n <= commits - 1.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(wait_on_last_round, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + kk, 1), /* error P133 */
                                                               prism_wgmma_desc(b + kk, 1), 1);
                            prism_wgmma_commit();
                            if (k + 1 < rounds)
                                prism_wgmma_wait(1);
                            else
                                prism_wgmma_wait(0);
                        }
                    }
                    prism_wgmma_wait(0);
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
 * check-name: adversarial: hopper: wait(1) except on the last round releases a stage still read (P133)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_wait_on_last_round.cu:39:33: error: this wgmma reads the stage of PRISM_CONSUME, which is released to the producer when the scope ends, and no prism_wgmma_wait after it (at the scope's top level, after a prism_wgmma_commit) covers it [P133]
adv_hopper_wait_on_last_round.cu:34:25: note: the stage is released at the end of this scope
adv_hopper_wait_on_last_round.cu:39:33: note: at stake: the producer refills the stage while the wgmma still reads it
adv_hopper_wait_on_last_round.cu:39:33: note: fix: end the scope with prism_wgmma_commit(); prism_wgmma_wait(0); after the last wgmma
adv_hopper_wait_on_last_round.cu:39:33: note: see: prism-check --explain P133
 * check-error-end
 */
