/*
 * adv_macro_barrier_in_warp.cu - SYNC_ALL() hides __syncthreads(); called
 * once per warp it is a block barrier run by one warp at a time.
 */
#include "prism.h"

#define SYNC_ALL() do { __syncthreads(); } while (0)

PRISM_DEVICE(void, per_warp, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(32)) {
        SYNC_ALL(); /* error P080 */
    }
}
/*
 * check-name: adversarial: a barrier macro in per-warp code
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_barrier_in_warp.cu:12:9: error: '__syncthreads' is a block[1] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
adv_macro_barrier_in_warp.cu:7:9: note: in expansion of macro 'SYNC_ALL' defined here
adv_macro_barrier_in_warp.cu:12:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_barrier_in_warp.cu:12:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
adv_macro_barrier_in_warp.cu:12:9: note: see: prism-check --explain P080
 * check-error-end
 */
