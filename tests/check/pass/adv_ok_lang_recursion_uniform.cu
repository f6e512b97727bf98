/*
 * adv_ok_lang_recursion_uniform.cu - a recursive warp function: the depth
 * is warp-uniform (a thread[32] parameter fed from a grid[1] value and
 * constants), every lane makes the same calls, each level shuffles with
 * its whole warp, and the function allocates no shared memory (budget 0,
 * SPEC 3.2: 0 fits in 0).  Legal (SPEC 3.2, 5.1).
 */
#include "prism.h"

PRISM_DEVICE(float, fold, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, off, THREAD(32)))
{
    if (off == 0)
        return v;
    return PRISM_CALL(fold, v + prism_shfl_xor(v, off), off / 2);
}

PRISM_DEVICE(float, warp_total, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, top, GRID(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(32)) {
        s = PRISM_CALL(fold, v, top > 16 ? 16 : top);
    }
    return s;
}
/*
 * check-name: adversarial legal lang: a recursive warp function over a uniform depth
 *
 * check-error-start
 * check-error-end
 */
