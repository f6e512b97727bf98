/*
 * adv_port_compaction_ballot_in_lane.cu - warp-level stream compaction:
 * each lane keeps its element if it is positive, the warp ballots the
 * keepers and each keeper writes at __popc(ballot & lanes_below).  The
 * port ballots inside the keeper's branch, `if (keep) { m =
 * __ballot_sync(0xffffffff, 1); ... }`: the lanes that drop their element
 * never call the ballot its mask names (undefined behaviour on Volta: a
 * hang or a mask of whoever happened to be converged).  A warp vote in
 * thread[1] code is P080.
 */
#include "prism.h"

PRISM_KERNEL(compact, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(ow, out, THREAD(32), warp * 32) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) const int32_t v = in[warp * 32 + lane];
            PRISM_AT(THREAD(1)) int pos = 0;
            PRISM_GROUP(THREAD(1)) {
                if (v > 0) {
                    const unsigned m = __ballot_sync(0xffffffffu, 1); /* error P080 */
                    pos = __popc(m & ((1u << lane) - 1u));
                }
            }
            PRISM_PARTITION(o, ow, THREAD(1), lane) {
                PRISM_GROUP(THREAD(1)) {
                    if (v > 0)
                        o[pos - lane] = v;
                }
            }
        }
    }
}
/*
 * check-name: adversarial port: stream compaction balloting inside the keepers' branch
 * check-exit-value: 1
 *
 * check-error-start
adv_port_compaction_ballot_in_lane.cu:24:40: error: '__ballot_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_port_compaction_ballot_in_lane.cu:24:40: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_port_compaction_ballot_in_lane.cu:24:40: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __ballot_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_port_compaction_ballot_in_lane.cu:24:40: note: see: prism-check --explain P080
 * check-error-end
 */
