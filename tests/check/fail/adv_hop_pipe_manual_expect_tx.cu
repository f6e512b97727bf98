/*
 * adv_hop_pipe_manual_expect_tx.cu - the CUDA habit kept inside the construct: the producer calls
 * mbarrier.arrive.expect_tx on the stage's barrier before its TMA, as every
 * hand-written Hopper kernel does - but PRISM_PRODUCE has already armed
 * it.  The full barrier (one arrival) then gets two: the phase completes
 * at the construct's arrival plus the first bytes, the second arrival and
 * its bytes spill into the next phase, and the consumers read stages
 * before their data lands.  SPEC 8.3 P136: the pipeline's name is read
 * only by the constructs (PRISM_STAGE_BAR for a TMA's barrier); a raw
 * prism_mbarrier_* call on its barriers is malformed.
 * Was a hole (accepted with exit 0): a raw prism_mbarrier_* call on
 * PRISM_STAGE_BAR(pipe) was not seen as a use of the pipeline's barriers
 * (a raw call naming `pipe` itself was, fail/pipeline_raw_wait.cu).
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)

PRISM_KERNEL(double_arm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, buf, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, buf);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < n; k++)
                        PRISM_CONSUME(pipe, k) {
                            PRISM_GROUP(THREAD(1)) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                        }
                    PRISM_GROUP(THREAD(1)) { mine[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, TILE * 2) {
                                prism_mbarrier_arrive_expect_tx(PRISM_STAGE_BAR(pipe), TILE * 2); /* error P136 */
                                prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a hand-written expect_tx on the stage's barrier inside PRISM_PRODUCE (P136)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_manual_expect_tx.cu:43:81: error: PRISM_STAGE_BAR(pipe) outside a TMA's arguments: PRISM_PRODUCE arms the stage's full barrier with the round's bytes and PRISM_CONSUME waits for it; only the copy that completes those bytes may name it [P136]
adv_hop_pipe_manual_expect_tx.cu:43:81: note: fix: declare the pipeline with PRISM_PIPELINE, its buffers with PRISM_STAGES, and produce from PRISM_ONE
adv_hop_pipe_manual_expect_tx.cu:43:81: note: see: prism-check --explain P136
 * check-error-end
 */
