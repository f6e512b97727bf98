/*
 * adv_hop_setmaxnreg_elected.cu - the producer warpgroup's elected thread does everything the
 * producer does, its register release included: PRISM_ONE { setmaxnreg;
 * TMA loop }.  setmaxnreg.sync.aligned by one thread of 128 is undefined
 * (the other 127 never execute it).  SPEC 8 / 8.2: thread[128] intrinsic
 * in thread[1] code: P080.
 */
#include "prism.h"

PRISM_KERNEL(elected, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_setmaxnreg_inc(248); (void)n; }
            PRISM_CASE(1) {
                PRISM_ONE {
                    prism_setmaxnreg_dec(24); /* error P080 */
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg by the producer's elected thread (P080)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_elected.cu:18:21: error: 'prism_setmaxnreg_dec' is a thread[128] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_hop_setmaxnreg_elected.cu:18:21: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_setmaxnreg_elected.cu:18:21: note: fix: call it where whole thread[128] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], or in a group of that size (PRISM_GROUP(WARPGROUP(1)) { ... })
adv_hop_setmaxnreg_elected.cu:18:21: note: see: prism-check --explain P080
 * check-error-end
 */
