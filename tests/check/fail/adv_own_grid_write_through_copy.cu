/*
 * adv_own_grid_write_through_copy.cu - SPEC 6.6's split-k mistake (each
 * thread writes its element of `partial` through a grid-level write
 * partition, then reads its neighbour's) with the write made through a
 * local copy of the part, as CUDA code names its destination.  The
 * neighbour may be in another block, which no barrier orders: P066.  The
 * copy is the part's memory, so the partition is a write partition.
 */
#include "prism.h"

PRISM_KERNEL(shift_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a, GRID(1)), PRISM_PARAM(float *, partial, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(p, partial, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            float *dst = p;
            dst[0] = a[g] * 2.0f;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = partial[g + 1]; } /* error P066 */
    }
}
/*
 * check-name: adversarial (ownership): a grid write partition written through a local copy, then another block's element read
 * check-exit-value: 1
 *
 * check-error-start
adv_own_grid_write_through_copy.cu:23:41: error: 'partial' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_own_grid_write_through_copy.cu:16:5: note: written through this PRISM_PARTITION
adv_own_grid_write_through_copy.cu:23:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_grid_write_through_copy.cu:23:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_own_grid_write_through_copy.cu:23:41: note: see: prism-check --explain P066
 * check-error-end
 */
