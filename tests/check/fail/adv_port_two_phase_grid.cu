/*
 * adv_port_two_phase_grid.cu - a kernel that squares x in place and then,
 * in the same kernel, writes y[i] = x[i] - x[i - 1], as if a
 * __syncthreads() ordered the blocks.  Thread 0 of block b reads x[i - 1],
 * which block b - 1 may not have squared yet (or already has: no order
 * between blocks inside a kernel).  A later use of memory written by a
 * grid-level partition is P066: write the second phase as a second kernel.
 */
#include "prism.h"

PRISM_KERNEL(square_diff, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(float *, y, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n)
                xi[0] = xi[0] * xi[0];
        }
    }
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i > 0 && i < n)
                yi[0] = x[i] - x[i - 1]; /* error P066 */
        }
    }
}
/*
 * check-name: adversarial port: a second phase reading what other blocks squared in place, in the same kernel
 * check-exit-value: 1
 *
 * check-error-start
adv_port_two_phase_grid.cu:24:25: error: 'x' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_port_two_phase_grid.cu:15:5: note: written through this PRISM_PARTITION
adv_port_two_phase_grid.cu:24:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_port_two_phase_grid.cu:24:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_port_two_phase_grid.cu:24:25: note: see: prism-check --explain P066
 * check-error-end
 */
