/*
 * adv_ok_xor_runtime_bounded.cu - the look-alike of
 * fail/adv_h5_xor_runtime_mask_subwarp: run-time butterfly masks in
 * thread[16] units that are seen to stay below 16 (SPEC 8.1): the usual
 * reduction loop whose distance starts at 8 and only shifts down, a mask
 * taken `& 15`, and a ?: of two such.
 */
#include "prism.h"

PRISM_DEVICE(int32_t, xor_bounded, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(64), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)), PRISM_PARAM(int, k, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) int32_t v = x;
    PRISM_GROUP(THREAD(16)) {
        for (int off = 8; off > 0; off >>= 1)
            v += __shfl_xor_sync(PRISM_LANEMASK(), v, off, 16);
        for (int s = 0; s < 4; s++) {
            PRISM_AT(THREAD(16)) const int m = (1 << s) & 15;
            v += __shfl_xor_sync(PRISM_LANEMASK(), v, m, 16);
        }
        v += __shfl_xor_sync(PRISM_LANEMASK(), v, k > 2 ? 4 : (k & 7), 16);
    }
    return v;
}
/*
 * check-name: adversarial legal: run-time butterfly masks bounded below a 16-thread unit
 *
 * check-error-start
 * check-error-end
 */
