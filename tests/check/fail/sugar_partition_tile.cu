/*
 * sugar_partition_tile.cu - PRISM_PARTITION_TILE(y, x, p, tile) is
 * PRISM_PARTITION(y, x, p, PRISM_ID(p) * (tile)) (SPEC 4.4): the tile size
 * must be as broad as p (the offset's perspective is the meet), and p must
 * be a unit the partition could hand memory to; its own PRISM_ID adds no
 * second error.
 */
#include "prism.h"

PRISM_DEVICE(void, tile_bad, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)), PRISM_PARAM(int, k, THREAD(1)))
{
    PRISM_PARTITION_TILE(w, buf, WARP(1), 32) { /* fine: warp j owns buf[32j .. 32j+31] */
        PRISM_GROUP(WARP(1)) {
            PRISM_PARTITION_TILE(t, w, THREAD(1), 1) { /* fine: lane l owns w[l] */
                PRISM_GROUP(THREAD(1)) { t[0] = 1.0f; }
            }
        }
    }
    PRISM_PARTITION_TILE(v, buf, WARP(1), k) { /* error P062 */
        (void)v;
    }
    PRISM_PARTITION_TILE(x, buf, THREAD(64), 64) { /* error P060 */
        (void)x;
    }
    PRISM_PARTITION_TILE(b, buf, BLOCK(1), 4) { /* error P060 */
        (void)b;
    }
}
/*
 * check-name: shorthands: PRISM_PARTITION_TILE typed as the partition with offset PRISM_ID(p) * tile
 * check-exit-value: 1
 *
 * check-error-start
sugar_partition_tile.cu:20:43: error: partition offset reads 'k' at thread[1], narrower than the target thread[32]: each thread[32] unit needs one offset [P062]
sugar_partition_tile.cu:11:68: note: 'k' is declared thread[1] here
sugar_partition_tile.cu:20:43: note: at stake: units with the same offset would write the same elements
sugar_partition_tile.cu:20:43: note: fix: compute the offset from values at least as broad as the target unit, taken in the code around the partition: PRISM_ID(BLOCK(1)) * n for block[1] pieces, PRISM_ID(THREAD(32)) * n for warps, PRISM_ID(THREAD(1)) * n for threads
sugar_partition_tile.cu:20:43: note: see: prism-check --explain P062
sugar_partition_tile.cu:23:34: error: partition target thread[64] cannot be derived from the perspective bound {block[1], thread[32]} [P060]
sugar_partition_tile.cu:23:34: note: at stake: a partition from narrower code would split memory that not all of its owners see
sugar_partition_tile.cu:23:34: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
sugar_partition_tile.cu:23:34: note: see: prism-check --explain P060
sugar_partition_tile.cu:26:34: error: partition target block[1] is not narrower than the code perspective block[1] [P060]
sugar_partition_tile.cu:26:34: note: at stake: a partition from narrower code would split memory that not all of its owners see
sugar_partition_tile.cu:26:34: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
 * check-error-end
 */
