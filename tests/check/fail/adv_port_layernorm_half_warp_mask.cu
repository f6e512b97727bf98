/*
 * adv_port_layernorm_half_warp_mask.cu - layernorm of 16-wide rows, two
 * rows per warp, ported from code that reduced each half with
 * __shfl_xor_sync(0xffff, v, off, 16).  The whole warp runs the shuffle,
 * so lanes 16-31 call it without being named in the mask: undefined
 * behaviour on Volta and later (a hang or garbage for the upper row).
 * The width already keeps the halves apart; the mask must be the full
 * warp: P083.
 */
#include "prism.h"

PRISM_KERNEL(layernorm16, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float x = in[g];
    PRISM_AT(THREAD(1)) float s = x;
    PRISM_AT(THREAD(1)) float q = x * x;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(32)) {
            for (int off = 8; off > 0; off /= 2) {
                s += __shfl_xor_sync(0xffffu, s, off, 16); /* error P083 */
                q += __shfl_xor_sync(0xffffffffu, q, off, 16);
            }
            PRISM_GROUP(THREAD(1)) {
                const float mean = s / 16.0f;
                const float var = q / 16.0f - mean * mean;
                o[0] = (x - mean) * rsqrtf(var + 1e-5f);
            }
        }
    }
}
/*
 * check-name: adversarial port: half-warp layernorm reducing with mask 0xffff on the whole warp
 * check-exit-value: 1
 *
 * check-error-start
adv_port_layernorm_half_warp_mask.cu:22:38: error: mask 0x0000ffff of '__shfl_xor_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_port_layernorm_half_warp_mask.cu:22:38: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_port_layernorm_half_warp_mask.cu:22:38: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_port_layernorm_half_warp_mask.cu:22:38: note: see: prism-check --explain P083
 * check-error-end
 */
