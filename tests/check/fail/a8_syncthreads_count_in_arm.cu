/* expect: P080 */
/* form: __syncthreads_count in one arm of a warp split */
#include "prism.h"
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { (void)__syncthreads_count(n); } /* error P080 */
            PRISM_CASE(1) { }
        }
    }
}
/*
 * check-name: red team A8 (convergence): __syncthreads_count in one arm of a warp split
 * check-exit-value: 1
 *
 * check-error-start
a8_syncthreads_count_in_arm.cu:8:35: error: '__syncthreads_count' is a block[1] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
a8_syncthreads_count_in_arm.cu:8:35: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_syncthreads_count_in_arm.cu:8:35: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32], in the code at block[1], by every thread of the unit, and use its result inside (v = __syncthreads_count(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
a8_syncthreads_count_in_arm.cu:8:35: note: see: prism-check --explain P080
 * check-error-end
 */
