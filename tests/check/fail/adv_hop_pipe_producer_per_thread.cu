/*
 * adv_hop_pipe_producer_per_thread.cu - the producer warpgroup's loop written in "thread code",
 * PRISM_GROUP(THREAD(1)), the spelling the tutorials use for per-thread
 * work, instead of PRISM_ONE: the code perspective is thread[1], but all
 * 128 threads of the warpgroup run PRISM_PRODUCE.  Each one arms the full
 * barrier (128 arrivals with 128 x the bytes on a barrier that counts one
 * arrival) and issues the same copy: the phase completes on the first
 * arrival's bytes while 127 more copies and arrivals spill into the next
 * rounds' phases.  SPEC 8.3 P136: "PRISM_PRODUCE runs in thread[1] code
 * (the full barrier counts one arrival, the producer's, which carries the
 * bytes)" - one thread, which thread[1] code replicated over a warpgroup
 * is not.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)

PRISM_KERNEL(per_thread, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                    PRISM_GROUP(THREAD(1)) {
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, TILE * 2) { /* error P136 */
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
 * check-name: adversarial: hopper: PRISM_PRODUCE in PRISM_GROUP(THREAD(1)) code, run by a whole warpgroup (P136)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_producer_per_thread.cu:41:29: error: PRISM_PRODUCE in thread[1] code that 128 threads of each block run (a group repeats its code once per thread): the producer of a round is one thread (its arrival on the full barrier carries the bytes); pick one with PRISM_ONE [P136]
adv_hop_pipe_producer_per_thread.cu:41:29: note: fix: declare the pipeline with PRISM_PIPELINE, its buffers with PRISM_STAGES, and produce from PRISM_ONE
adv_hop_pipe_producer_per_thread.cu:41:29: note: see: prism-check --explain P136
 * check-error-end
 */
