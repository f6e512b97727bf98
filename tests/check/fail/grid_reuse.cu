/*
 * grid_reuse.cu - reusing memory written by grid-level partitions
 */
#include "prism.h"
PRISM_KERNEL(twice, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)),
             PRISM_PARAM(float *, acc, GRID(1)),
             PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_PARTITION(d, data, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { d[0] = 1.0f; }
    }
    /* Other blocks may still be writing: no barrier orders blocks. */
    PRISM_PARTITION(d, data, THREAD(1), PRISM_ID(THREAD(1)) + 1) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { d[0] += 1.0f; }
    }
    for (int r = 0; r < rounds; r++) {
        PRISM_PARTITION(a, acc, BLOCK(1), PRISM_ID(BLOCK(1))) { /* error P066 */
            PRISM_GROUP(BLOCK(1)) {
                PRISM_PARTITION(a1, a, THREAD(1), PRISM_ID(THREAD(1))) {
                    PRISM_GROUP(THREAD(1)) { a1[0] += 1.0f; }
                }
            }
        }
    }
}
/*
 * check-name: reusing memory written by grid-level partitions
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
grid_reuse.cu:14:24: error: 'data' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
grid_reuse.cu:10:5: note: written through this PRISM_PARTITION
grid_reuse.cu:14:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
grid_reuse.cu:14:24: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
grid_reuse.cu:14:24: note: see: prism-check --explain P066
grid_reuse.cu:18:28: error: write partition of 'acc' at grid[1] inside a loop: the next iteration reuses it, and no barrier orders blocks [P066]
grid_reuse.cu:18:28: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
grid_reuse.cu:18:28: note: fix: when each round writes new elements (a grid-stride store), partition once, outside the loop, and loop inside it through its name: PRISM_PARTITION(yg, acc, THREAD(1), g) { PRISM_FOR_STRIDED(i, n) { yg[i - g] = ...; } } (docs/GUIDE.md); when a round reads what an earlier one wrote, make each round a kernel launch
 * check-error-end
 */
