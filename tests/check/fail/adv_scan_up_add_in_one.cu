/*
 * adv_scan_up_add_in_one.cu - a warp scan step moved into the code that
 * only one lane runs.  prism_shfl_up_add_f32 is one shfl.sync.up with the
 * full mask: inside PRISM_ONE (a thread[1] arm) or a PRISM_GROUP(THREAD(1))
 * that the author meant as "each lane adds its neighbour", lane 0 alone
 * reaches the arm's shuffle and waits for 31 lanes that never come (a
 * hang, or undefined results on Volta and later).
 */
#include "prism.h"

PRISM_DEVICE(float, scan_total_in_one, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float acc = v;
    PRISM_ONE {
        acc = prism_shfl_up_add_f32(acc, 1u, 32); /* error P080 */
    }
    return acc;
}

PRISM_DEVICE(int, scan_each_lane, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int acc = v;
    PRISM_GROUP(THREAD(32)) {
        PRISM_GROUP(THREAD(1)) {
            for (int d = 1; d < 32; d *= 2)
                acc = prism_shfl_up_add_i32(acc, (unsigned)d, 32); /* error P080 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: prism_shfl_up_add in a thread[1] arm and a thread[1] group
 * check-exit-value: 1
 *
 * check-error-start
adv_scan_up_add_in_one.cu:16:15: error: 'prism_shfl_up_add_f32' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_scan_up_add_in_one.cu:16:15: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_scan_up_add_in_one.cu:16:15: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = prism_shfl_up_add_f32(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_scan_up_add_in_one.cu:16:15: note: see: prism-check --explain P080
adv_scan_up_add_in_one.cu:28:23: error: 'prism_shfl_up_add_i32' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_scan_up_add_in_one.cu:28:23: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_scan_up_add_in_one.cu:28:23: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = prism_shfl_up_add_i32(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
 * check-error-end
 */
