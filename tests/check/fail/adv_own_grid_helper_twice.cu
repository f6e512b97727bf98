/*
 * adv_own_grid_helper_twice.cu - two passes of a grid-level helper over one buffer
 * (`bump(data, 0)`, then `bump(data, 1)`): the second pass's thread g writes
 * element g + 1, which the next block may still be writing in the first
 * pass.  Written inline, the second partition is P066 (SPEC 6.6's own
 * example); through a call it must be too (6.6 has no exception for
 * callees; 6.7 names one only for atomics).
 */
#include "prism.h"

PRISM_DEVICE(void, bump, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(int, shift, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, data, THREAD(1), (g + shift) % n) {
        PRISM_GROUP(THREAD(1)) { d[0] += 1.0f; }
    }
}
PRISM_KERNEL(twice_call, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_CALL(bump, data, 0, n);
    PRISM_CALL(bump, data, 1, n); /* error P066 */
}
/*
 * check-name: adversarial (ownership): a grid-level helper that writes its buffer, called twice on it
 * check-exit-value: 1
 *
 * check-error-start
adv_own_grid_helper_twice.cu:24:22: error: 'data' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_own_grid_helper_twice.cu:23:5: note: written through this PRISM_ASYNC
adv_own_grid_helper_twice.cu:24:22: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_grid_helper_twice.cu:24:22: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_own_grid_helper_twice.cu:24:22: note: see: prism-check --explain P066
 * check-error-end
 */
