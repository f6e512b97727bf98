/*
 * adv_scan_up_add_half_warp.cu - a segmented scan written per half-warp:
 * each 16-lane half scans one row and skips an empty row.  The skip is
 * uniform over the half, so it is a legal branch at thread[16], but
 * prism_shfl_up_add_f32 is a full-mask shfl.sync.up: when one half skips,
 * the other half's shuffle names 16 lanes that never arrive (undefined
 * behaviour, a hang on Volta and later).  The width of 16 splits the data,
 * not the lanes that must take part.
 */
#include "prism.h"

PRISM_DEVICE(float, row_scans, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(const int *, row_len, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) float acc = v;
    PRISM_AT(THREAD(16)) const int row = (int)PRISM_ID(THREAD(16));
    PRISM_GROUP(THREAD(16)) {
        PRISM_AT(THREAD(16)) const int len = row_len[row];
        if (len > 0) {
            for (int d = 1; d < 16; d *= 2)
                acc = prism_shfl_up_add_f32(acc, (unsigned)d, 16); /* error P080 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: a full-mask shfl_up_add step in thread[16] code
 * check-exit-value: 1
 *
 * check-error-start
adv_scan_up_add_half_warp.cu:21:23: error: 'prism_shfl_up_add_f32' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
adv_scan_up_add_half_warp.cu:21:23: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_scan_up_add_half_warp.cu:21:23: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_scan_up_add_half_warp.cu:21:23: note: see: prism-check --explain P080
 * check-error-end
 */
