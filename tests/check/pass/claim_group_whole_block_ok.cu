/* A claim's PRISM_ONE inside PRISM_GROUP(THREAD(256)) of a block pinned at
 * 256 threads: the group is the block's own threads, one unit, so the arm
 * is not repeated and thread 0 owns the cell, as under PRISM_GROUP(BLOCK(1))
 * (red team rt24: P064).  The look-alike fail/claim_arm_under_group.cu
 * narrows to warps, which repeats the arm. */
#include "prism.h"
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(4 * 4 + 64),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 256) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, cell, 4);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int x = -1;
            PRISM_CLAIM(c, cell, THREAD(1)) {
                PRISM_GROUP(THREAD(256)) {
                    PRISM_ONE { c[0] = 7; }
                }
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_ONE { x = c[0]; }
                    }
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = x; } }
        }
    }
}
/*
 * check-name: a claim's PRISM_ONE inside a group of the whole pinned block
 *
 * check-error-start
 * check-error-end
 */
