/*
 * pipeline_lone_round_ok.cu - the look-alike of
 * fail/pipeline_rounds_not_from_zero.cu: one round outside any loop, round
 * 1 of a 2-stage ring (its first lap: phase 0, which the producer's arrival
 * completes).
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(lone_round_one, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) float s = 0.0f;
                PRISM_CONSUME(pipe, 1) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                PRISM_ONE {
                    PRISM_PRODUCE(pipe, 1, TILE * 2) {
                        prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                    }
                }
            }
        }
    }
    }
    (void)n;
}

/*
 * check-name: a lone pipeline round inside the ring's first lap
 *
 * check-error-start
 * check-error-end
 */
