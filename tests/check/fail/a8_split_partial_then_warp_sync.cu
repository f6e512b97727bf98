/* expect: P080 */
/* form: thread split of a warp into CASE(16) then syncwarp inside the 16-lane arm (other half absent) */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_SPLIT(THREAD) {
        PRISM_CASE(16) { prism_syncwarp(); } /* error P080 */
    }
}
/*
 * check-name: red team A8 (convergence): thread split of a warp into CASE(16) then syncwarp inside the 16-lane arm (other half absent)
 * check-exit-value: 1
 *
 * check-error-start
a8_split_partial_then_warp_sync.cu:7:26: error: 'prism_syncwarp' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
a8_split_partial_then_warp_sync.cu:7:26: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_split_partial_then_warp_sync.cu:7:26: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[16]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at thread[32]
a8_split_partial_then_warp_sync.cu:7:26: note: see: prism-check --explain P080
 * check-error-end
 */
