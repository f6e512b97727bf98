/*
 * adv_ok_width16_shuffle.cu - two 16-lane segments reduced at once: every
 * lane of the warp calls the shuffle with the full mask and a width of 16
 * (the right way to do what adv_warp_half_mask.cu got wrong).
 */
#include "prism.h"

PRISM_DEVICE(float, seg_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 8; off > 0; off /= 2)
        s += __shfl_xor_sync(0xffffffffu, s, off, 16);
    return s;
}
/*
 * check-name: adversarial legal: 16-wide logical warps through the full-mask _w shuffles
 *
 * check-error-start
 * check-error-end
 */
