/* expect: P070 */
/* form: PRISM_CALL of a block[1] function from one arm of a warp split */
#include "prism.h"
PRISM_DEVICE(void, bf, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0)) { prism_syncthreads(); }
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) { PRISM_CALL(bf); (void)n; } /* error P070 */
            PRISM_CASE(2) { }
        }
    }
}
/*
 * check-name: red team A8 (convergence): PRISM_CALL of a block[1] function from one arm of a warp split
 * check-exit-value: 1
 *
 * check-error-start
a8_split_arm_sync_block_fn.cu:9:29: error: 'bf' requires {block[1], thread[32]}; code here is {thread[64], thread[32]}, which does not derive block[1] [P070]
a8_split_arm_sync_block_fn.cu:4:24: note: 'bf' declares its bound here
a8_split_arm_sync_block_fn.cu:9:29: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
a8_split_arm_sync_block_fn.cu:9:29: note: fix: call 'bf' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
a8_split_arm_sync_block_fn.cu:9:29: note: see: prism-check --explain P070
 * check-error-end
 */
