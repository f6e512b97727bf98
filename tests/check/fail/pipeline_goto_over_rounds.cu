/*
 * pipeline_goto_over_rounds.cu - a forward goto in a pipeline's split arm,
 * outside its loop, jumps over every round of one side while the other
 * side runs them all (red team rt35, goto_skip: the producer waited
 * forever in the emulator).  P134, as for an `if` around the loop; a goto
 * anywhere in the arm outside the loop counts (the checker does not follow
 * where it lands).  The look-alike, a goto that skips the whole split, is
 * pass/pipeline_goto_whole_split_ok.cu.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(consumer_skips, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                if (n == 5) goto skip; /* error P134 */
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                skip:;
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
    }
    }
}

PRISM_KERNEL(producer_skips, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                
                if (n == 5) goto skip2; /* error P134 */
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe, k, TILE * 2) {
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                        }
                }
                skip2:;
            }
        }
    }
    }
}

/*
 * check-name: a forward goto in a pipeline's split arm jumps over every round of one side
 * check-exit-value: 1
 *
 * check-error-start
pipeline_goto_over_rounds.cu:26:29: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: on the consumer side, a goto in its split arm, outside its loop, may jump over every round while the other side waits [P134]
pipeline_goto_over_rounds.cu:28:21: note: that side's scope is here
pipeline_goto_over_rounds.cu:26:29: note: at stake: the side with more rounds waits forever
pipeline_goto_over_rounds.cu:26:29: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
pipeline_goto_over_rounds.cu:26:29: note: see: prism-check --explain P134
pipeline_goto_over_rounds.cu:67:29: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: on the producer side, a goto in its split arm, outside its loop, may jump over every round while the other side waits [P134]
pipeline_goto_over_rounds.cu:70:25: note: that side's scope is here
pipeline_goto_over_rounds.cu:67:29: note: at stake: the side with more rounds waits forever
pipeline_goto_over_rounds.cu:67:29: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
 * check-error-end
 */
