/*
 * adv_own_grid_shift_in_place.cu - the classic in-place shift `a[i] = a[i + 1]` in one kernel:
 * each thread reads its right neighbour, then stores into its own element
 * through a grid-level partition.  Inside a block the partition's entry
 * orders the reads before the stores, but block b's last thread reads block
 * b+1's first element, which block b+1 may already have overwritten (no
 * barrier orders blocks): a WAR across blocks.  SPEC 6.6 rejects a use
 * after a grid-level write partition (P066) and SYNC.md 3 says "the type
 * system rejects the reuse that would need one (P066)"; the read here comes
 * before the partition, which 6.6's wording does not cover.  Marked P066 at
 * the write partition: the grid's memory is written after other blocks read it.
 */
#include "prism.h"

PRISM_KERNEL(shift_in_place, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float next = g + 1 < n ? data[g + 1] : 0.0f;
    PRISM_PARTITION(d, data, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (g < n) d[0] = next; }
    }
}
/*
 * check-name: adversarial (ownership): an in-place shift: read the right neighbour, then write through a grid partition
 * check-exit-value: 1
 *
 * check-error-start
adv_own_grid_shift_in_place.cu:20:24: error: write partition of 'data' at grid[1] after 'data' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
adv_own_grid_shift_in_place.cu:19:60: note: read here
adv_own_grid_shift_in_place.cu:20:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_grid_shift_in_place.cu:20:24: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_own_grid_shift_in_place.cu:20:24: note: see: prism-check --explain P066
 * check-error-end
 */
