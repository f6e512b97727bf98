/*
 * adv_own_grid_view_after_write.cu - an in-place kernel keeps a read-only view of its buffer
 * (`const float *src = data`), doubles every element through a grid-level
 * partition, then reads the neighbour's element through the view: block b's
 * last thread reads block b+1's first element, which block b+1 may not have
 * written yet (no barrier orders blocks).  SPEC 6.6: once a write partition
 * of a grid[1] pointer has ended, "any later use of the pointer in the same
 * kernel" is P066; the view is that pointer under another name (SPEC 6.3
 * hides such derived names inside the scope for the same reason).
 */
#include "prism.h"

PRISM_KERNEL(view_after, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(float *, res, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    const float *src = data;
    PRISM_PARTITION(d, data, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) d[0] = 2.0f * d[0]; }
    }
    PRISM_PARTITION(r, res, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g + 1 < n) r[0] = src[g + 1]; } /* error P066 */
    }
}
/*
 * check-name: adversarial (ownership): a grid buffer read through a view made before its write partition
 * check-exit-value: 1
 *
 * check-error-start
adv_own_grid_view_after_write.cu:23:56: error: 'src' points into 'data', used after a write partition of it at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_own_grid_view_after_write.cu:19:5: note: written through this PRISM_PARTITION
adv_own_grid_view_after_write.cu:23:56: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_grid_view_after_write.cu:23:56: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_own_grid_view_after_write.cu:23:56: note: see: prism-check --explain P066
 * check-error-end
 */
