/* expect: P080 */
/* form: __syncthreads_or inside a half-warp group */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(THREAD(16)) { r = __syncthreads_or(v); } /* error P080 */
    return r;
}
/*
 * check-name: red team A8 (convergence): __syncthreads_or inside a half-warp group
 * check-exit-value: 1
 *
 * check-error-start
a8_syncthreads_or_thread16.cu:7:35: error: '__syncthreads_or' is a block[1] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
a8_syncthreads_or_thread16.cu:7:35: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_syncthreads_or_thread16.cu:7:35: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[16], in the code at block[1], by every thread of the unit, and use its result inside (v = __syncthreads_or(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
a8_syncthreads_or_thread16.cu:7:35: note: see: prism-check --explain P080
 * check-error-end
 */
