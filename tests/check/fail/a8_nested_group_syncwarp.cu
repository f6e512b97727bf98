/* expect: P080 */
/* form: __syncwarp inside nested PRISM_GROUP(THREAD(32)) { PRISM_GROUP(THREAD(8)) { } } */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32), THREAD(8)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(32)) {
        PRISM_GROUP(THREAD(8)) {
            prism_syncwarp(); /* error P080 */
        }
    }
}
/*
 * check-name: red team A8 (convergence): __syncwarp inside nested PRISM_GROUP(THREAD(32)) { PRISM_GROUP(THREAD(8)) { } }
 * check-exit-value: 1
 *
 * check-error-start
a8_nested_group_syncwarp.cu:8:13: error: 'prism_syncwarp' is a thread[32] collective; code here is {thread[8]}, which cannot run it as whole aligned units [P080]
a8_nested_group_syncwarp.cu:8:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_nested_group_syncwarp.cu:8:13: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[8]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at thread[32]
a8_nested_group_syncwarp.cu:8:13: note: see: prism-check --explain P080
 * check-error-end
 */
