/*
 * adv_ok_port_frexp_uniform_result.cu - block floating point done right:
 * each block's scale comes from its header word (a const read at the
 * block's index: block[1]), `mant = frexpf(scale[b], &e)` in block code,
 * both the mantissa and the exponent the same in every thread of the
 * block; the exponent bounds a loop of shared staging rounds and the
 * mantissa scales the tile.  frexpf reads its first argument and writes
 * through its second (docs/SYNC.md 1: math functions read values only,
 * out-parameters are written); the address of the local `e` is not a
 * value the result depends on, so `mant` is block[1] like `scale[b]`
 * (SPEC 5.1: a value has the meet of what it reads).
 */
#include "prism.h"

PRISM_KERNEL(bfp_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, scale, GRID(1)), PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float x = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int e = 0;
        PRISM_AT(BLOCK(1)) const float mant = frexpf(scale[b], &e);
        for (int r = 0; r < (e & 7); r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = x * mant; }
            }
            PRISM_GROUP(THREAD(1)) { x = tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = x; }
    }
}
/*
 * check-name: adversarial port legal: frexpf of a block-uniform scale, its mantissa kept block[1]
 *
 * check-error-start
 * check-error-end
 */
