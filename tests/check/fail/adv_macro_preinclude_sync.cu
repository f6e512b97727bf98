/*
 * adv_macro_preinclude_sync.cu - macros from a header that only the build
 * pre-includes (-include adv_macro_preinclude.h), so nothing in this file
 * says what CTA_SYNC, LANE_ID or WARP_BCAST are.  CTA_SYNC() is a
 * __syncthreads() inside warp code: one warp waits at a block barrier the
 * other warps never reach (a hang, or a barrier matched against another
 * one).  LANE_ID inside the lane's own group is always 0: every lane
 * stores to element 0.  WARP_BCAST in a thread[1] arm is a full-mask
 * shuffle reached by one lane.
 */
#include "prism.h"

PRISM_DEVICE(void, warp_stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, THREAD(32)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) float x = v;
        CTA_SYNC(); /* error P080 */
        PRISM_PARTITION(o, out, THREAD(1), LANE_ID) {
            PRISM_GROUP(THREAD(1)) {
                o[LANE_ID] = x; /* error P033 */
            }
        }
        PRISM_ONE {
            x = WARP_BCAST(x, 0); /* error P080 */
        }
    }
}
/*
 * check-name: adversarial: collectives and ids behind macros of a -include'd header
 * check-exit-value: 1
 * check-command: prism-check -include adv_macro_preinclude.h $file
 *
 * check-error-start
adv_macro_preinclude_sync.cu:18:9: error: '__syncthreads' is a block[1] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
adv_macro_preinclude.h:7:9: note: in expansion of macro 'CTA_SYNC' defined here
adv_macro_preinclude_sync.cu:18:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_preinclude_sync.cu:18:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
adv_macro_preinclude_sync.cu:18:9: note: see: prism-check --explain P080
adv_macro_preinclude_sync.cu:21:19: error: PRISM_ID(thread[1]) in code at thread[1] is always 0: the code is one thread[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_macro_preinclude.h:9:9: note: in expansion of macro 'LANE_ID' defined here
adv_macro_preinclude_sync.cu:21:19: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_macro_preinclude_sync.cu:21:19: note: see: prism-check --explain P033
adv_macro_preinclude_sync.cu:25:17: error: '__shfl_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_macro_preinclude.h:11:9: note: in expansion of macro 'WARP_BCAST' defined here
adv_macro_preinclude_sync.cu:25:17: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_preinclude_sync.cu:25:17: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __shfl_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
 * check-error-end
 */
