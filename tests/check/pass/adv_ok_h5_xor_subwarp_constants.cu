/*
 * adv_ok_h5_xor_subwarp_constants.cu - the legal butterfly over thread[16]
 * units (the look-alike of adv_h5_xor_runtime_mask_subwarp): constant
 * distances 8, 4, 2, 1, all below the unit's 16 lanes, width 16, mask
 * PRISM_LANEMASK().  Legal.
 */
#include "prism.h"

PRISM_DEVICE(int32_t, sum16, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t v = x;
    PRISM_GROUP(THREAD(16)) {
        v += __shfl_xor_sync(PRISM_LANEMASK(), v, 8, 16);
        v += __shfl_xor_sync(PRISM_LANEMASK(), v, 4, 16);
        v += __shfl_xor_sync(PRISM_LANEMASK(), v, 2, 16);
        v += __shfl_xor_sync(PRISM_LANEMASK(), v, 1, 16);
    }
    return v;
}
/*
 * check-name: adversarial h5 legal: a thread[16] butterfly with constant distances below 16
 *
 * check-error-start
 * check-error-end
 */
