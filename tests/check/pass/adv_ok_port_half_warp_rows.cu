/*
 * adv_ok_port_half_warp_rows.cu - the legal look-alikes of
 * fail/adv_port_layernorm_half_warp_mask and
 * fail/adv_port_shfl_width_past_unit: 16-wide rows reduced (a) by the
 * whole warp with the full mask and width 16, (b) by thread[16] units
 * with PRISM_LANEMASK() and width 16, and (c) a width-16 broadcast kept
 * in a thread[16] variable that steers a loop of the 16-lane unit.
 */
#include "prism.h"

PRISM_KERNEL(rows16, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float x = in[g];
    PRISM_AT(THREAD(1)) float s = x;
    PRISM_AT(THREAD(1)) float q = x * x;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(32)) {
            for (int off = 8; off > 0; off /= 2)
                s += __shfl_xor_sync(0xffffffffu, s, off, 16);
        }
        PRISM_GROUP(THREAD(16)) {
            for (int off = 8; off > 0; off /= 2)
                q += __shfl_xor_sync(PRISM_LANEMASK(), q, off, 16);
            PRISM_AT(THREAD(16)) const int rounds = __shfl_sync(PRISM_LANEMASK(), (int)x & 3, 0, 16);
            for (int k = 0; k < rounds; k++)
                q = __shfl_down_sync(PRISM_LANEMASK(), q, 1, 16);
        }
        PRISM_GROUP(THREAD(1)) {
            const float mean = s / 16.0f;
            o[0] = (x - mean) * rsqrtf(q / 16.0f - mean * mean + 1e-5f);
        }
    }
}
/*
 * check-name: adversarial port legal: 16-wide rows by full-mask width-16 shuffles and by thread[16] units
 *
 * check-error-start
 * check-error-end
 */
