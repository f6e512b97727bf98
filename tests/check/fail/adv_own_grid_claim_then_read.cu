/*
 * adv_own_grid_claim_then_read.cu - a "first block initialises, everyone reads" pattern: a
 * claim of a grid[1] buffer to block 0 (a split over blocks), then every
 * thread of every block reads it.  Nothing orders block 0's store before
 * the other blocks' reads (SPEC 6.6, P066).
 */
#include "prism.h"

PRISM_KERNEL(claim_then_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, total, GRID(1)), PRISM_PARAM(float *, res, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_CLAIM(tb, total, BLOCK(1)) {
        PRISM_SPLIT(BLOCK) {
            PRISM_CASE(1) {
                PRISM_ONE_CLAIM(z, tb) { z[0] = 1.0f; }
            }
        }
    }
    PRISM_PARTITION(r, res, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { r[0] = total[0]; } /* error P066 */
    }
}
/*
 * check-name: adversarial (ownership): block 0 claims a grid buffer and stores it; every block reads it afterwards
 * check-exit-value: 1
 *
 * check-error-start
adv_own_grid_claim_then_read.cu:21:41: error: 'total' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_own_grid_claim_then_read.cu:13:5: note: written through this PRISM_CLAIM
adv_own_grid_claim_then_read.cu:21:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_grid_claim_then_read.cu:21:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_own_grid_claim_then_read.cu:21:41: note: see: prism-check --explain P066
 * check-error-end
 */
