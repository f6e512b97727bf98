/*
 * adv_h4_unlisted_collectives.cu - CUDA collectives missing from SPEC 8's
 * table: the warp vote `__uni_sync(mask, pred)` (CUDA 9's fourth vote,
 * beside __all_sync/__any_sync/__ballot_sync) and sm_90's
 * `__cluster_barrier_arrive()` / `__cluster_barrier_wait()` (without a
 * cluster launch the cluster is the block, so the pair is a block-wide
 * barrier).
 *
 * Unlisted, they are plain C calls, allowed anywhere: here __uni_sync runs
 * on 5 lanes of a warp with a full mask (lanes named in the mask never
 * arrive: undefined, a hang on Volta and later), and on a 16-thread unit
 * with a constant mask (SPEC 8.1: P080 for a constant mask in a sub-warp
 * unit, as for every other raw *_sync); the cluster barrier runs in thread
 * code under a per-thread condition (the rest of the block never
 * arrives).  SPEC 8 (P080: "raw spellings are checked the same way"),
 * 8.1 (the list of raw *_sync intrinsics omits __uni_sync).
 */
#include "prism.h"

PRISM_DEVICE(int, h4_unlisted, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int x = 0;
    PRISM_GROUP(THREAD(1)) {
        if (t < 5)
            x = __uni_sync(0xffffffffu, v > 0);         /* error P080 */
    }
    PRISM_GROUP(THREAD(16)) {
        x += __uni_sync(0x0000ffffu, v > 0);            /* error P080 */
    }
    PRISM_GROUP(THREAD(1)) {
        if (t < 5) {
            __cluster_barrier_arrive();                 /* error P080 */
            __cluster_barrier_wait();                   /* error P080 */
        }
    }
    return x;
}
/*
 * check-name: adversarial h4 (hole): __uni_sync and the cluster barrier, unlisted collectives run by part of their group
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_unlisted_collectives.cu:27:17: error: '__uni_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h4_unlisted_collectives.cu:27:17: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h4_unlisted_collectives.cu:27:17: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __uni_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_h4_unlisted_collectives.cu:27:17: note: see: prism-check --explain P080
adv_h4_unlisted_collectives.cu:30:14: error: '__uni_sync' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
adv_h4_unlisted_collectives.cu:30:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h4_unlisted_collectives.cu:30:14: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[16], in the code at thread[32], by every thread of the unit, and use its result inside (v = __uni_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_h4_unlisted_collectives.cu:34:13: error: '__cluster_barrier_arrive' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h4_unlisted_collectives.cu:34:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h4_unlisted_collectives.cu:34:13: note: fix: call it where whole block[1] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], or in a group of that size (PRISM_GROUP(BLOCK(1)) { ... })
adv_h4_unlisted_collectives.cu:35:13: error: '__cluster_barrier_wait' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h4_unlisted_collectives.cu:35:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h4_unlisted_collectives.cu:35:13: note: fix: call it where whole block[1] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], or in a group of that size (PRISM_GROUP(BLOCK(1)) { ... })
 * check-error-end
 */
