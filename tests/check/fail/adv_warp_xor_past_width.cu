/*
 * adv_warp_xor_past_width.cu - a butterfly shuffle in a sub-warp unit whose
 * lane mask reaches past the segment width into the previous unit's lanes
 * (SPEC 8.1, P080).
 *
 * SPEC 8.1: in a thread[n] unit, n < 32, the mask must be PRISM_LANEMASK()
 * and "a shuffle there must also pass a constant width dividing n, so that
 * every lane it reads is in the unit (P080 otherwise)".  For
 * __shfl_xor_sync the width does not keep the source in the segment: the
 * CUDA programming guide says that with width < warpSize "each group of
 * width consecutive threads are able to access elements from earlier
 * groups of threads" (PTX shfl.bfly: j = lane ^ b, taken whenever j <=
 * maxLane).  Here lane 16 ^ 16 = lane 0, lane 16 ^ 24 = lane 8 and, in the
 * thread[8] groups, lane 8 ^ 8 = lane 0: the second unit of each pair
 * reads a lane that is not in its PRISM_LANEMASK() and belongs to another
 * unit running other code (undefined on sm_70+).  A constant width
 * dividing n is not enough; the xor mask must also be below the width.
 */
#include "prism.h"

PRISM_DEVICE(float, xor_past_width, PRISM_REQUIRES(BLOCK(1), THREAD(16), THREAD(8)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(16)) {
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, 8, 16);   /* fine: stays in the half */
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, 16, 16);  /* error P080 */
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, 24, 16);  /* error P080 */
    }
    PRISM_GROUP(THREAD(8)) {
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, 8, 8);    /* error P080 */
    }
    return s;
}
/*
 * check-name: adversarial buggy: __shfl_xor_sync in a sub-warp unit with a lane mask at or past the width
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_xor_past_width.cu:27:51: error: lane mask 16 of '__shfl_xor_sync' on a thread[16] unit reaches lane ^ 16, outside the unit: a butterfly reads an earlier segment when its mask is not below the segment width; keep the mask below 16 [P080]
adv_warp_xor_past_width.cu:27:51: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_xor_past_width.cu:27:51: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_warp_xor_past_width.cu:27:51: note: see: prism-check --explain P080
adv_warp_xor_past_width.cu:28:51: error: lane mask 24 of '__shfl_xor_sync' on a thread[16] unit reaches lane ^ 24, outside the unit: a butterfly reads an earlier segment when its mask is not below the segment width; keep the mask below 16 [P080]
adv_warp_xor_past_width.cu:28:51: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_xor_past_width.cu:28:51: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_warp_xor_past_width.cu:31:51: error: lane mask 8 of '__shfl_xor_sync' on a thread[8] unit reaches lane ^ 8, outside the unit: a butterfly reads an earlier segment when its mask is not below the segment width; keep the mask below 8 [P080]
adv_warp_xor_past_width.cu:31:51: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_xor_past_width.cu:31:51: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
 * check-error-end
 */
