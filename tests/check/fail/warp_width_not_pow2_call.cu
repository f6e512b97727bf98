/*
 * warp_width_not_pow2_call.cu - a constant logical-warp width that is not a
 * power of two from 1 to 32, given to a function whose parameter reaches a
 * shuffle's width unchanged (red team rt34: 24 given to the library's warp
 * reduction was caught only by the emulator's [warp-usage]).  P080 at the
 * call, through the library, a user helper and a helper of a helper.  The
 * look-alikes (powers of two; a helper that rewrites its width first) are
 * pass/warp_width_pow2_call_ok.cu.
 */
#include "prism_lib.h"
PRISM_DEVICE(int, xor_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)),
             PRISM_PARAM(int, width, THREAD(32)))
{
    for (int off = 1; off < width; off *= 2)
        v += __shfl_xor_sync(0xffffffffu, v, off, width);
    return v;
}
PRISM_DEVICE(int, xor_sum2, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)),
             PRISM_PARAM(int, w, THREAD(32)))
{
    return PRISM_CALL(xor_sum, v, w);
}
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(32)) {
            r = PRISM_CALL(prism_warp_reduce_sum_i32, in[g], 24); /* error P080 */
            r += PRISM_CALL(xor_sum, r, 12); /* error P080 */
            r += PRISM_CALL(xor_sum2, r, 64); /* error P080 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { o[0] = r; } }
}
/*
 * check-name: a logical-warp width that is not a power of two, given to a function that shuffles with it
 * check-exit-value: 1
 * check-command: prism-check -I../../../lib-cub-like $file
 *
 * check-error-start
warp_width_not_pow2_call.cu:30:62: error: width 24 given to 'prism_warp_reduce_sum_i32' is the segment width of a shuffle in it, and not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than the ones asked for) [P080]
warp_width_not_pow2_call.cu:30:62: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
warp_width_not_pow2_call.cu:30:62: note: fix: give a logical warp of 1, 2, 4, 8, 16 or 32 lanes
warp_width_not_pow2_call.cu:30:62: note: see: prism-check --explain P080
warp_width_not_pow2_call.cu:31:41: error: width 12 given to 'xor_sum' is the segment width of a shuffle in it, and not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than the ones asked for) [P080]
warp_width_not_pow2_call.cu:31:41: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
warp_width_not_pow2_call.cu:31:41: note: fix: give a logical warp of 1, 2, 4, 8, 16 or 32 lanes
warp_width_not_pow2_call.cu:32:42: error: width 64 given to 'xor_sum2' is the segment width of a shuffle in it, and not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than the ones asked for) [P080]
warp_width_not_pow2_call.cu:32:42: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
warp_width_not_pow2_call.cu:32:42: note: fix: give a logical warp of 1, 2, 4, 8, 16 or 32 lanes
 * check-error-end
 */
