/*
 * adv_ok_scan_up_add.cu - legal look-alikes of the shfl_up_add misuses:
 * the scan step in warp code with a constant trip count (every lane runs
 * every step; the lane's own predicate is inside the intrinsic), in
 * block[1] code (once per warp, the block being whole warps), with a
 * segment width of 16 in whole-warp code, under a warp-uniform branch
 * (a ballot), and a per-half scan written with the raw shuffle and
 * PRISM_LANEMASK() in thread[16] code.
 */
#include "prism.h"

PRISM_DEVICE(int, warp_scan, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int acc = v;
    for (int d = 1; d < 32; d *= 2)
        acc = prism_shfl_up_add_i32(acc, (unsigned)d, 32);
    return acc;
}

PRISM_DEVICE(float, block_scans, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float acc = v;
    for (int d = 1; d < 16; d *= 2)
        acc = prism_shfl_up_add_f32(acc, (unsigned)d, 16);  /* once per warp, two segments */
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) const unsigned neg = prism_ballot(acc < 0.0f);
        if (neg != 0u)                                       /* uniform over the warp */
            acc = prism_shfl_up_add_f32(acc, 16u, 32);
    }
    return acc;
}

PRISM_DEVICE(float, half_scans, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float acc = v;
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 16;
    PRISM_GROUP(THREAD(16)) {
        for (int d = 1; d < 16; d *= 2) {
            PRISM_AT(THREAD(1)) const float up = __shfl_up_sync(PRISM_LANEMASK(), acc, (unsigned)d, 16);
            PRISM_GROUP(THREAD(1)) {                         /* the lane's own guard */
                if (lane >= d)
                    acc += up;
            }
        }
    }
    return acc;
}
/*
 * check-name: adversarial legal: shfl_up_add scans in warp, block and ballot-guarded code
 *
 * check-error-start
 * check-error-end
 */
