/*
 * adv_port_shfl_width_past_unit.cu - segmented sums over 8-element rows
 * by thread[8] groups, ported from code that shuffled with the default
 * width: __shfl_down_sync(PRISM_LANEMASK(), v, off) inside the 8-lane
 * unit.  With width 32, lane 7 of a unit reads lanes 8..11 (the next
 * unit's, not in the mask): undefined on Volta, and the row sums mix
 * neighbouring rows.  A shuffle in a sub-warp unit needs a constant
 * width dividing the unit: P080.
 */
#include "prism.h"

PRISM_KERNEL(row8_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32), THREAD(8)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(8)) const int row = (int)PRISM_ID(THREAD(8));
    PRISM_AT(THREAD(1)) float v = in[g];
    PRISM_PARTITION(o, out, THREAD(8), row) {
        PRISM_GROUP(THREAD(8)) {
            for (int off = 4; off > 0; off /= 2)
                v += __shfl_down_sync(PRISM_LANEMASK(), v, off); /* error P080 */
            PRISM_ONE_CLAIM(o1, o) { o1[0] = v; }
        }
    }
}
/*
 * check-name: adversarial port: shuffle in an 8-lane unit with the default width 32
 * check-exit-value: 1
 *
 * check-error-start
adv_port_shfl_width_past_unit.cu:21:22: error: '__shfl_down_sync' on a thread[8] unit needs a constant width dividing 8, so that every lane it reads is in the unit [P080]
adv_port_shfl_width_past_unit.cu:21:22: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_port_shfl_width_past_unit.cu:21:22: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_port_shfl_width_past_unit.cu:21:22: note: see: prism-check --explain P080
 * check-error-end
 */
