/*
 * partition_offset.cu - a block[1] partition whose offset differs between threads
 */
#include "prism.h"
PRISM_DEVICE(void, per_block, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_PARTITION(blk, out, BLOCK(1), PRISM_ID(THREAD(1))) { /* error P062 */
        PRISM_GROUP(BLOCK(1)) {
            PRISM_PARTITION(w, blk, THREAD(32), PRISM_ID(THREAD(1)) / 2) { /* error P062 */
            }
        }
    }
}
/*
 * check-name: a block[1] partition whose offset differs between threads
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
partition_offset.cu:8:41: error: partition offset reads PRISM_ID(thread[1]) at thread[1], narrower than the target block[1]: each block[1] unit needs one offset [P062]
partition_offset.cu:8:41: note: at stake: units with the same offset would write the same elements
partition_offset.cu:8:41: note: fix: compute the offset from values at least as broad as the target unit, taken in the code around the partition: PRISM_ID(BLOCK(1)) * n for block[1] pieces, PRISM_ID(THREAD(32)) * n for warps, PRISM_ID(THREAD(1)) * n for threads
partition_offset.cu:8:41: note: see: prism-check --explain P062
partition_offset.cu:10:49: error: partition offset reads PRISM_ID(thread[1]) at thread[1], narrower than the target thread[32]: each thread[32] unit needs one offset [P062]
partition_offset.cu:10:49: note: at stake: units with the same offset would write the same elements
partition_offset.cu:10:49: note: fix: compute the offset from values at least as broad as the target unit, taken in the code around the partition: PRISM_ID(BLOCK(1)) * n for block[1] pieces, PRISM_ID(THREAD(32)) * n for warps, PRISM_ID(THREAD(1)) * n for threads
 * check-error-end
 */
