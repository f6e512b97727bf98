/*
 * adv_macro_half_scope.cu - BEGIN/END macros that open and close half of
 * a PRISM_ scope, the way CUDA codes hide "if (lane == 0) {" behind
 * LEADER_BEGIN.  The body between them is ordinary code to the reader, but
 * its perspective is the macro's: WARP_IDX inside WARP_BEGIN is the warp's
 * id in its own warp (always 0: every warp writes tile 0), and the
 * full-mask broadcast inside LANES_BEGIN runs once per lane, alone (a
 * shuffle the other 31 lanes never reach).
 */
#include "prism.h"

#define WARP_BEGIN PRISM_GROUP(WARP(1)) {
#define WARP_END }
#define LANES_BEGIN PRISM_GROUP(THREAD(1)) {
#define LANES_END }
#define WARP_IDX ((int)PRISM_ID(THREAD(32)))

PRISM_DEVICE(void, per_warp_tiles, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float x = v;
    WARP_BEGIN
        PRISM_AT(THREAD(32)) const int w = WARP_IDX; /* error P033 */
        LANES_BEGIN
            x = __shfl_sync(0xffffffffu, x, 0); /* error P080 */
        LANES_END
        (void)w;
    WARP_END
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        LANES_BEGIN
            o[0] = x;
        LANES_END
    }
}
/*
 * check-name: adversarial: BEGIN/END macros that each hold half a PRISM_GROUP
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_half_scope.cu:23:44: error: PRISM_ID(thread[32]) in code at thread[32] is always 0: the code is one thread[32] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_macro_half_scope.cu:16:9: note: in expansion of macro 'WARP_IDX' defined here
adv_macro_half_scope.cu:23:44: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_macro_half_scope.cu:23:44: note: see: prism-check --explain P033
adv_macro_half_scope.cu:25:17: error: '__shfl_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_macro_half_scope.cu:25:17: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_half_scope.cu:25:17: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __shfl_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_macro_half_scope.cu:25:17: note: see: prism-check --explain P080
 * check-error-end
 */
