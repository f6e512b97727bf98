/*
 * adv_hop_pipe_consume_per_warp_split.cu - the consumer warpgroup cut into
 * warps, and half of each warp consuming: PRISM_CONSUME is run by 16
 * threads of each of the 4 warps, 64 in all, but the pipeline expects 16
 * arrivals (the innermost arm's size): every stage's empty barrier
 * completes after the first warp's 16 arrivals, and the producer refills
 * a stage the other three warps are still reading.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)

PRISM_KERNEL(per_warp, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, buf, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 16);
            PRISM_STAGES(pipe, buf);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_GROUP(WARP(1)) {
                        PRISM_SPLIT(THREAD) {
                            PRISM_CASE(16) {
                                PRISM_AT(THREAD(1)) float s = 0.0f;
                                for (int k = 0; k < n; k++)
                                    PRISM_CONSUME(pipe, k) { /* error P137 */
                                        PRISM_GROUP(THREAD(1)) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                                    }
                                PRISM_GROUP(THREAD(1)) { mine[0] = s; }
                            }
                        }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, TILE * 2) {
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
 * check-name: adversarial: hopper: PRISM_CONSUME run by half of each warp of a warpgroup, 16 arrivals expected (P137)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_consume_per_warp_split.cu:31:37: error: PRISM_CONSUME run by 64 threads arrives 64 times on the stage's empty barrier, but 'pipe' expects 16 arrivals: the producer refills a stage that is still being read [P137]
adv_hop_pipe_consume_per_warp_split.cu:22:42: note: the arrivals are declared here
adv_hop_pipe_consume_per_warp_split.cu:31:37: note: at stake: the empty barrier's phase: never completes, or completes early
adv_hop_pipe_consume_per_warp_split.cu:31:37: note: fix: give PRISM_PIPELINE the number of threads that run PRISM_CONSUME as CONSUMER_ARRIVALS
adv_hop_pipe_consume_per_warp_split.cu:31:37: note: see: prism-check --explain P137
 * check-error-end
 */
