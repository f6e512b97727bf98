/*
 * implicit_group_calls.cu - a broader caller runs narrower functions once per unit
 */
#include "prism.h"
PRISM_DEVICE(float, warp_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 16; off > 0; off /= 2)
        s += prism_shfl_xor(s, off);
    return s;
}

PRISM_DEVICE(int, add, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, a, THREAD(1)), PRISM_PARAM(int, b, THREAD(1)))
{
    return a + b;
}

PRISM_DEVICE(float, block_side, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    /* Called from block[1] code: every warp runs warp_sum. */
    PRISM_AT(THREAD(1)) const float w = PRISM_CALL(warp_sum, v);
    /* A pure helper of block[1] values gives a block[1] value. */
    PRISM_AT(BLOCK(1)) const int twice = PRISM_CALL(add, n, n);
    if (twice > 4)
        prism_syncthreads();
    return w;
}
/*
 * check-name: a broader caller runs narrower functions once per unit
 *
 * check-error-start
 * check-error-end
 */
