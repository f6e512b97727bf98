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
 * check-known-to-fail
 *
 * check-error-start
adv_h4_unlisted_collectives.cu:27:0: error: P080 expected by the marker (bless.sh writes the text once the rule lands)
adv_h4_unlisted_collectives.cu:30:0: error: P080 expected by the marker (bless.sh writes the text once the rule lands)
adv_h4_unlisted_collectives.cu:34:0: error: P080 expected by the marker (bless.sh writes the text once the rule lands)
adv_h4_unlisted_collectives.cu:35:0: error: P080 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
