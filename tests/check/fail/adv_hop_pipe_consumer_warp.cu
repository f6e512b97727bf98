/*
 * adv_hop_pipe_consumer_warp.cu - a small-tile variant of a warpgroup pipeline: the consumers were
 * shrunk to one warp (split by WARP) but the empty barriers still expect
 * "a warpgroup's" 128 arrivals.  32 arrivals per round never complete a
 * phase: after STAGES rounds the producer waits forever on empty[s].
 * SPEC 8.3 P137: CONSUMER_ARRIVALS equals the threads of the innermost
 * split arm around the scope.
 */
#include "prism.h"

#define STAGES 2
#define TILE (8 * 32)

PRISM_KERNEL(small, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 4 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 64);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, buf);
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < n; k++)
                        PRISM_CONSUME(pipe, k) { /* error P137 */
                            PRISM_GROUP(THREAD(1)) { s += buf[PRISM_STAGE(pipe) * TILE + t]; }
                        }
                    PRISM_GROUP(THREAD(1)) { mine[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, TILE * 4) {
                                prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 8, 32, k * 8, 0,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a one-warp consumer with a warpgroup's arrival count (P137)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_consumer_warp.cu:28:25: error: PRISM_CONSUME run by 32 threads arrives 32 times on the stage's empty barrier, but 'pipe' expects 128 arrivals: the producer waits forever [P137]
adv_hop_pipe_consumer_warp.cu:22:42: note: the arrivals are declared here
adv_hop_pipe_consumer_warp.cu:28:25: note: at stake: the empty barrier's phase: never completes, or completes early
adv_hop_pipe_consumer_warp.cu:28:25: note: fix: give PRISM_PIPELINE the number of threads that run PRISM_CONSUME as CONSUMER_ARRIVALS
adv_hop_pipe_consumer_warp.cu:28:25: note: see: prism-check --explain P137
 * check-error-end
 */
