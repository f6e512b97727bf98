/*
 * warp_width_pow2_call_ok.cu - fail/warp_width_not_pow2_call.cu's calls
 * with widths 1 to 32 that are powers of two, and a helper that rewrites
 * its width parameter before it shuffles (the constant given does not
 * reach the shuffle).
 */
#include "prism_lib.h"
PRISM_DEVICE(int, xor_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)),
             PRISM_PARAM(int, width, THREAD(32)))
{
    for (int off = 1; off < width; off *= 2)
        v += __shfl_xor_sync(0xffffffffu, v, off, width);
    return v;
}
PRISM_DEVICE(int, clamped, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)),
             PRISM_PARAM(int, width, THREAD(32)))
{
    width = width > 16 ? 32 : 16;
    return __shfl_xor_sync(0xffffffffu, v, 1, width);
}
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(32)) {
            r = PRISM_CALL(prism_warp_reduce_sum_i32, in[g], 16);
            r += PRISM_CALL(xor_sum, r, 8);
            r += PRISM_CALL(xor_sum, r, 32);
            r += PRISM_CALL(xor_sum, r, 1);
            r += PRISM_CALL(clamped, r, 24);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { o[0] = r; } }
}
/*
 * check-name: logical-warp widths that are powers of two; a helper that picks its own width
 * check-command: prism-check -I../../../lib-cub-like $file
 */
