/*
 * adv_hop_pipe_tma_under_if.cu - "B is the same for every N tile past the first, skip its load": the
 * producer arms both boxes' bytes and loads B only when a flag says so.
 * When it is skipped the barrier waits for 8192 bytes that never come (a
 * hang), and when the bytes are trimmed to match, the consumers read a B
 * stage last filled STAGES rounds ago.  SPEC 8.3 P132: the loads must
 * stand at the scope's top level, no branch between the scope and the
 * call; otherwise the bytes cannot be counted, and that is the error.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)

PRISM_KERNEL(skip_b, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, reload_b, GRID(1)))
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
                    PRISM_ONE {
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, 2 * TILE * 2) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                if (reload_b || k < STAGES)
                                    prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 64, 0, k * 64, /* error P132 */
                                                      PRISM_STAGE_BAR(pipe));
                            }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a TMA load under a branch inside PRISM_PRODUCE (P132)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_tma_under_if.cu:46:54: error: cannot count the bytes this TMA load copies into the stage (it runs under a loop or a branch of the scope, so how often is not known); write each load of a round at the top of PRISM_PRODUCE with constant box extents [P132]
adv_hop_pipe_tma_under_if.cu:46:54: note: at stake: the consumers' wait on the stage's full barrier: a hang or a race
adv_hop_pipe_tma_under_if.cu:46:54: note: fix: make BYTES the constant sum of box_rows * box_cols * sizeof(element) over the scope's TMA loads
adv_hop_pipe_tma_under_if.cu:46:54: note: see: prism-check --explain P132
 * check-error-end
 */
