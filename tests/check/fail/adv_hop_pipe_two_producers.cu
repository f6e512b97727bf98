/*
 * adv_hop_pipe_two_producers.cu - "one load thread per operand": the producer warpgroup's thread 0
 * loads A and thread 32 loads B, each in its own PRISM_PRODUCE of the one
 * pipeline, each arming its own box's bytes.  The full barrier counts one
 * arrival: the first producer's arrival and bytes complete the phase, the
 * consumers read B before it lands, and the second arrival is counted
 * against the next phase.  Both producers also wait on the same empty
 * barrier phases.  SPEC 8.3 P136: a pipeline has one PRISM_PRODUCE.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)

PRISM_KERNEL(two_loaders, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), WARP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_SHARED(uint16_t, sB, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < n; k++)
                        PRISM_CONSUME(pipe, k) {
                            PRISM_GROUP(THREAD(1)) {
                                s += (float)sA[PRISM_STAGE(pipe) * TILE + t] * (float)sB[PRISM_STAGE(pipe) * TILE + t];
                            }
                        }
                    PRISM_GROUP(THREAD(1)) { mine[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(1) {
                            PRISM_ONE {
                                for (int k = 0; k < n; k++)
                                    PRISM_PRODUCE(pipe, k, TILE * 2) {
                                        prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                          PRISM_STAGE_BAR(pipe));
                                    }
                            }
                        }
                        PRISM_CASE(1) {
                            PRISM_ONE {
                                for (int k = 0; k < n; k++)
                                    PRISM_PRODUCE(pipe, k, TILE * 2) { /* error P136 */
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
}
/*
 * check-name: adversarial: hopper: two PRISM_PRODUCE scopes of one pipeline, one per operand (P136)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_two_producers.cu:53:37: error: a second PRISM_PRODUCE of 'pipe': a pipeline has one producing and one consuming scope, each in its round loop [P136]
adv_hop_pipe_two_producers.cu:44:37: note: the other one is here
adv_hop_pipe_two_producers.cu:53:37: note: fix: declare the pipeline with PRISM_PIPELINE, its buffers with PRISM_STAGES, and produce from PRISM_ONE
adv_hop_pipe_two_producers.cu:53:37: note: see: prism-check --explain P136
 * check-error-end
 */
