/*
 * pipeline_two_rings_order.cu - two pipelines whose rounds each match
 * (P134) and still hang (red team rt35; both deadlocked in the emulator):
 * each arm produces one pipeline and consumes the other (a cycle, STAGES
 * 1), and a producer that fills every round of one pipeline before the
 * other's while the consumers take round k of both in one iteration (the
 * ring of the first fills, its release waits on the second's round 0).
 * P141.  The look-alike, both rings produced in one loop, round k of each
 * per iteration, is pass/pipeline_two_rings_lockstep_ok.cu (it ran n = 7
 * over STAGES = 2 clean under the race detector).
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(produce_and_consume, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * TILE * 2 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, b1, TILE);
        PRISM_SHARED(uint16_t, b2, TILE);
        PRISM_PIPELINE(p1, 1, 128);
        PRISM_PIPELINE(p2, 1, 128);
        PRISM_STAGES(p1, b1);
        PRISM_STAGES(p2, b2);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(p1, k, TILE * 2) {
                            prism_tma_load_2d(b1 + PRISM_STAGE(p1) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(p1));
                        }
                }
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(p2, k) { (void)b2; } /* error P141 */
            }
            PRISM_CASE(1) {
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(p2, k, TILE * 2) {
                            prism_tma_load_2d(b2 + PRISM_STAGE(p2) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(p2));
                        }
                }
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(p1, k) { (void)b1; }
            }
        }
    }
}

PRISM_KERNEL(separate_loops, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 4 * STAGES * 8 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_SHARED(uint16_t, buf2, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_PIPELINE(pipe2, STAGES, 128);
        PRISM_STAGES(pipe2, buf2);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) float s = 0.0f;
                
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; PRISM_CONSUME(pipe2, k) { s += (float)buf2[PRISM_STAGE(pipe2) * TILE + t]; } }
                
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe, k, TILE * 2) {
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                        }
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe2, k, TILE * 2) { /* error P141 */
                            prism_tma_load_2d(buf2 + PRISM_STAGE(pipe2) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe2));
                        }
                }
            }
        }
    }
    }
}

/*
 * check-name: two pipelines sharing an arm: produced and consumed by one arm, or run in separate loops
 * check-exit-value: 1
 *
 * check-error-start
pipeline_two_rings_order.cu:35:21: error: this arm produces 'p1' and consumes 'p2': it may wait for a stage of 'p2' while the arm that fills it waits for this arm's next stage of 'p1' (a deadlock no round count shows); let each arm only produce or only consume the pipelines it touches [P141]
pipeline_two_rings_order.cu:30:25: note: the other pipeline's scope in this arm
pipeline_two_rings_order.cu:35:21: note: at stake: each arm waits for a stage the other arm fills only after its own wait: the block hangs
pipeline_two_rings_order.cu:35:21: note: fix: let each arm only produce or only consume, and run every pipeline's rounds in one loop: for (k...) { PRISM_PRODUCE(pa, k, B) {...} PRISM_PRODUCE(pb, k, B) {...} }
pipeline_two_rings_order.cu:35:21: note: see: prism-check --explain P141
pipeline_two_rings_order.cu:81:25: error: 'pipe' and 'pipe2' run their rounds in different loops of this arm: an arm that finishes one pipeline's rounds before the other's may wait for a release that the other arm makes only after a round this arm has not reached (a deadlock once a ring is full); run the rounds of every pipeline of the arm in one loop, round k of each in iteration k [P141]
pipeline_two_rings_order.cu:77:25: note: the other pipeline's scope in this arm
pipeline_two_rings_order.cu:81:25: note: at stake: each arm waits for a stage the other arm fills only after its own wait: the block hangs
pipeline_two_rings_order.cu:81:25: note: fix: let each arm only produce or only consume, and run every pipeline's rounds in one loop: for (k...) { PRISM_PRODUCE(pa, k, B) {...} PRISM_PRODUCE(pb, k, B) {...} }
 * check-error-end
 */
