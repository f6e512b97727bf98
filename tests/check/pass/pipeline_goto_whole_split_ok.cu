/*
 * pipeline_goto_whole_split_ok.cu - the look-alike of
 * fail/pipeline_goto_over_rounds.cu: a block-uniform goto before the split
 * skips both sides of the pipeline at once, so neither waits for the other.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(whole_split, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        if (n == 0) goto done; /* both sides skip: nothing runs its rounds */
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) float s = 0.0f;
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe, k, TILE * 2) {
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                        }
                }
            }
        }
        done:;
    }
    }
}

/*
 * check-name: a block-uniform goto skips the whole split: both sides of the pipeline at once
 *
 * check-error-start
 * check-error-end
 */
