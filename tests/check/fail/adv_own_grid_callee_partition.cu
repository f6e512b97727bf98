/*
 * adv_own_grid_callee_partition.cu - the kernel calls a grid-level helper that doubles its
 * buffer through a write partition, then reads the neighbour's element:
 * block b's last thread reads an element block b+1 may not have doubled
 * yet.  SPEC 6.6 makes any later use of a grid[1] pointer after a write
 * partition of it P066; the partition sits in the callee (SPEC 6.7 lists
 * "an atomic inside a function called from the kernel" as not seen, but
 * 6.6 has no such exception for partitions).
 */
#include "prism.h"

PRISM_DEVICE(void, scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, data, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) d[0] = 2.0f * d[0]; }
    }
}
PRISM_KERNEL(callee_writes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(float *, res, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(scale, data, n);
    PRISM_PARTITION(r, res, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g + 1 < n) r[0] = data[g + 1]; } /* error P066 */
    }
}
/*
 * check-name: adversarial (ownership): a grid buffer read after a callee's write partition of it
 * check-exit-value: 1
 *
 * check-error-start
adv_own_grid_callee_partition.cu:27:56: error: 'data' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_own_grid_callee_partition.cu:25:5: note: written through this PRISM_ASYNC
adv_own_grid_callee_partition.cu:27:56: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_grid_callee_partition.cu:27:56: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_own_grid_callee_partition.cu:27:56: note: see: prism-check --explain P066
 * check-error-end
 */
