/*
 * intrinsic_perspective.cu - collectives at the wrong perspective, raw and DSL spellings
 */
#include "prism.h"
PRISM_DEVICE(float, wrong, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float r = v;
    PRISM_GROUP(THREAD(32)) {
        __syncthreads(); /* error P080 */
        prism_syncthreads(); /* error P080 */
    }
    PRISM_GROUP(THREAD(16)) {
        r = __shfl_down_sync(0xffffu, r, 1); /* error P080 */
        r = prism_shfl_xor(r, 1); /* error P080 */
    }
    PRISM_GROUP(THREAD(1)) {
        r += (float)__ballot_sync(0xffffffffu, r > 0.0f); /* error P080 */
    }
    PRISM_GROUP(THREAD(32)) {
        prism_wgmma_fence(); /* error P080 */
    }
    return r;
}
/*
 * check-name: collectives at the wrong perspective, raw and DSL spellings
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
intrinsic_perspective.cu:10:9: error: '__syncthreads' is a block[1] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
intrinsic_perspective.cu:10:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
intrinsic_perspective.cu:10:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
intrinsic_perspective.cu:10:9: note: see: prism-check --explain P080
intrinsic_perspective.cu:11:9: error: 'prism_syncthreads' is a block[1] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
intrinsic_perspective.cu:11:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
intrinsic_perspective.cu:11:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
intrinsic_perspective.cu:14:13: error: '__shfl_down_sync' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
intrinsic_perspective.cu:14:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
intrinsic_perspective.cu:14:13: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[16], in the code at thread[32], by every thread of the unit, and use its result inside (v = __shfl_down_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
intrinsic_perspective.cu:15:13: error: 'prism_shfl_xor' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
intrinsic_perspective.cu:15:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
intrinsic_perspective.cu:15:13: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[16], in the code at thread[32], by every thread of the unit, and use its result inside (v = prism_shfl_xor(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
intrinsic_perspective.cu:18:21: error: '__ballot_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
intrinsic_perspective.cu:18:21: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
intrinsic_perspective.cu:18:21: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __ballot_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
intrinsic_perspective.cu:21:9: error: 'prism_wgmma_fence' is a thread[128] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
intrinsic_perspective.cu:21:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
intrinsic_perspective.cu:21:9: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
 * check-error-end
 */
