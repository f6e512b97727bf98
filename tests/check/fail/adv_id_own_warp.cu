/*
 * adv_id_own_warp.cu - the warp index taken inside the warp's own group
 * is 0 in every warp: all warps work on warp 0's slice.
 */
#include "prism.h"

PRISM_DEVICE(int, warp_slice, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) int w = 0;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32)); /* error P033 */
        w = warp;
    }
    return w;
}
/*
 * check-name: adversarial: PRISM_ID(THREAD(32)) inside a warp group
 * check-exit-value: 1
 *
 * check-error-start
adv_id_own_warp.cu:11:61: error: PRISM_ID(thread[32]) in code at thread[32] is always 0: the code is one thread[32] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_id_own_warp.cu:11:61: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_id_own_warp.cu:11:61: note: see: prism-check --explain P033
 * check-error-end
 */
