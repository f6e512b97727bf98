/*
 * adv_ok_activemask_lane.cu - __activemask() needs no other lane: any
 * thread may ask it, and keep the answer as its own (thread[1]) value,
 * e.g. to count how many lanes ran with it.
 */
#include "prism.h"

PRISM_KERNEL(active_lanes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS();
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, out, THREAD(1), base + t) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_AT(THREAD(1)) const unsigned m = __activemask();
            mine[0] = __popc(m);
        }
    }
}
/*
 * check-name: adversarial legal: __activemask() kept as a thread[1] value
 *
 * check-error-start
 * check-error-end
 */
