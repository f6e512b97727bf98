/*
 * adv_div_split_arm_sync.cu - producer/consumer warp specialisation with
 * a __syncthreads() in the producer arm only: the consumer warps never
 * arrive (use a named barrier for the sub-block group instead).
 */
#include "prism.h"

PRISM_KERNEL(specialised, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                prism_syncthreads(); /* error P080 */
            }
            PRISM_CASE(1) { (void)n; }
            PRISM_CASE(2) { }
        }
    }
}
/*
 * check-name: adversarial: __syncthreads inside one arm of a warp split
 * check-exit-value: 1
 *
 * check-error-start
adv_div_split_arm_sync.cu:14:17: error: 'prism_syncthreads' is a block[1] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
adv_div_split_arm_sync.cu:14:17: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_div_split_arm_sync.cu:14:17: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
adv_div_split_arm_sync.cu:14:17: note: see: prism-check --explain P080
 * check-error-end
 */
