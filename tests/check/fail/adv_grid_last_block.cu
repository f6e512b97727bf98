/*
 * adv_grid_last_block.cu - each block writes its partial sum, then reads
 * all partials back in the same kernel.  Without the atomic ticket and
 * __threadfence of the CUDA sample (and even with them, without a grid
 * barrier), other blocks may not have written yet.
 */
#include "prism.h"

PRISM_KERNEL(two_phase, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, partial, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, nblocks, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(p, partial, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { p[0] = (float)b; }
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) {
            float s = 0.0f;
            for (int i = 0; i < nblocks; i++)
                s += partial[i]; /* error P066 */
            o[0] = s;
        }
    }
}
/*
 * check-name: adversarial: the 'last block reduces the partials' pattern in one kernel
 * check-exit-value: 1
 *
 * check-error-start
adv_grid_last_block.cu:21:22: error: 'partial' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_grid_last_block.cu:14:5: note: written through this PRISM_PARTITION
adv_grid_last_block.cu:21:22: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_grid_last_block.cu:21:22: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_grid_last_block.cu:21:22: note: see: prism-check --explain P066
 * check-error-end
 */
