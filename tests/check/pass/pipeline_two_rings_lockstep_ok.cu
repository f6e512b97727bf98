/*
 * pipeline_two_rings_lockstep_ok.cu - the look-alike of
 * fail/pipeline_two_rings_order.cu: one thread produces round k of both
 * rings in iteration k; the consumers take round k of the second inside
 * round k of the first.  A producer's round k waits only for releases of
 * rounds before k, which the consumers finished in earlier iterations.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(lockstep, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                    for (int k = 0; k < n; k++) {
                        PRISM_PRODUCE(pipe, k, TILE * 2) {
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                        }
                        PRISM_PRODUCE(pipe2, k, TILE * 2) {
                            prism_tma_load_2d(buf2 + PRISM_STAGE(pipe2) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe2));
                        }
                    }
                }
            }
        }
    }
    }
}

/*
 * check-name: two pipelines produced and consumed in lockstep, round k of each per iteration
 *
 * check-error-start
 * check-error-end
 */
