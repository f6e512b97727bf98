/*
 * adv_ok_shfl_width_xor.cu - shuffle widths and butterfly masks at the
 * edge of what SPEC 8 and 8.1 allow.
 *
 * Widths 1, 2, 16 and 32 are powers of two from 1 to 32 (CUDA's and the
 * emulator's range; 1 reads the lane itself).  In the thread[16] unit a
 * butterfly of width 8 with lane mask 8 reads the other 8-lane segment of
 * the same unit (lane ^ 8 stays below 16): every lane it reads is in the
 * unit, which is what SPEC 8.1 asks.  Lane mask 15 with width 16 stays in
 * the segment.  A lane mask that is not a constant (the loop's `off`) is
 * not judged.  In warp code a lane mask of 16 with width 16 reads another
 * segment of the same warp, the unit there.  Mutated past the edge: width
 * 24 or 0 draws P080, lane mask 16 in the thread[16] unit draws P080.
 */
#include "prism.h"

PRISM_DEVICE(float, shfl_edges, PRISM_REQUIRES(BLOCK(1), THREAD(32), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(32)) {
        s += prism_shfl_w(s, 0, 32) + prism_shfl_xor_w(s, 1, 2) + prism_shfl_down_w(s, 1, 1);
        s += __shfl_xor_sync(0xffffffffu, s, 16, 16);
        s += prism_shfl_xor_add_f32(s, 4, 16);
    }
    PRISM_GROUP(THREAD(16)) {
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, 8, 8);
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, 15, 16);
        for (int off = 8; off > 0; off /= 2)
            s += __shfl_xor_sync(PRISM_LANEMASK(), s, off, 16);
        s += __shfl_down_sync(PRISM_LANEMASK(), s, 20, 16);
    }
    return s;
}
/*
 * check-name: adversarial legal: shuffle widths 1..32 and butterflies that stay in the unit
 *
 * check-error-start
 * check-error-end
 */
