/* expect: P080 */
/* form: __syncthreads inside one PRISM_CASE arm of a warp split (only that arm arrives) */
#include "prism.h"
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) { prism_syncthreads(); (void)n; } /* error P080 */
            PRISM_CASE(2) { }
        }
    }
}
/*
 * check-name: red team A8 (convergence): __syncthreads inside one PRISM_CASE arm of a warp split (only that arm arrives)
 * check-exit-value: 1
 *
 * check-error-start
a8_split_arm_block_sync.cu:8:29: error: 'prism_syncthreads' is a block[1] collective; code here is {thread[64], thread[32]}, which cannot run it as whole aligned units [P080]
a8_split_arm_block_sync.cu:8:29: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_split_arm_block_sync.cu:8:29: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[64]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
a8_split_arm_block_sync.cu:8:29: note: see: prism-check --explain P080
 * check-error-end
 */
