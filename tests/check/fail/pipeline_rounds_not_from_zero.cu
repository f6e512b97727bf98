/*
 * pipeline_rounds_not_from_zero.cu - a ring's rounds that do not start at
 * round 0 (red team rt36, const_round_early_read: the consumers read the
 * stage before the TMA landed).  Round k waits on phase (k / STAGES) & 1 of
 * stage k % STAGES, counted from round 0, and a parity wait on a phase that
 * never ran passes at once: round loops from 1 on both sides, and a lone
 * round 3 outside any loop with 2 stages.  P134.  The look-alike, a lone
 * round below STAGES, is pass/pipeline_lone_round_ok.cu.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(loops_from_one, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                for (int k = 1; k < n; k++) PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                PRISM_ONE {
                    for (int k = 1; k < n; k++) /* error P134 */
                        PRISM_PRODUCE(pipe, k, TILE * 2) {
                        prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                    }
                }
            }
        }
    }
    }
    (void)n;
}

PRISM_KERNEL(lone_round_three, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                PRISM_CONSUME(pipe, 3) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                PRISM_ONE {
                    PRISM_PRODUCE(pipe, 3, TILE * 2) { /* error P134 */
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
 * check-name: a ring whose rounds do not start at round 0: loops from 1, a lone round past the first lap
 * check-exit-value: 1
 *
 * check-error-start
pipeline_rounds_not_from_zero.cu:31:34: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: on the producer side, its loop's first round is not the constant 0: round k waits on phase (k / STAGES) & 1 of its stage, counted from round 0, so a ring that starts later reads a stage early or waits forever [P134]
pipeline_rounds_not_from_zero.cu:32:25: note: that side's scope is here
pipeline_rounds_not_from_zero.cu:31:34: note: at stake: the side with more rounds waits forever
pipeline_rounds_not_from_zero.cu:31:34: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
pipeline_rounds_not_from_zero.cu:31:34: note: see: prism-check --explain P134
pipeline_rounds_not_from_zero.cu:61:41: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: on the producer side, its scope is outside any loop, so its round must be a constant below STAGES (the ring's first lap): a later round waits on a phase a fresh barrier reports complete at once [P134]
pipeline_rounds_not_from_zero.cu:61:21: note: that side's scope is here
pipeline_rounds_not_from_zero.cu:61:41: note: at stake: the side with more rounds waits forever
pipeline_rounds_not_from_zero.cu:61:41: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
 * check-error-end
 */
