/*
 * adv_warp_shfl_width_invalid.cu - warp shuffles with a segment width CUDA
 * leaves undefined: above 32, zero, or not a power of two (SPEC 8, 8.1).
 *
 * SPEC 8: "the _w shuffles take a segment width of 2 to 32"; SPEC 5.2
 * types a broadcast as uniform "over each segment of width w".  CUDA's
 * programming guide: "width must have a value which is a power of 2;
 * results are undefined if width is not a power of 2, or is a number
 * greater than warpSize".  (The hardware's segments come from the mask
 * (32 - width) << 8: for width 24 they are 8 lanes, lanes 0-7 and 16-23
 * reading lane 0, not the 24-lane segment the program asks for.)  The
 * checker accepts all of these constant widths in full-warp code, where
 * SPEC 8.1 already rejects (P080) a width that does not divide a sub-warp
 * unit.  Each line below should be rejected (P080: the collective cannot
 * run as written).
 */
#include "prism.h"

PRISM_DEVICE(int, shfl_width_invalid, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int s = x;
    s += prism_shfl_w(x, 0, 16);                      /* fine */
    s += prism_shfl_w(x, 0, 64);                      /* error P080 */
    s += prism_shfl_xor_w(x, 1, 0);                   /* error P080 */
    s += prism_shfl_w(x, 0, 24);                      /* error P080 */
    s += __shfl_down_sync(0xffffffffu, x, 1, 12);     /* error P080 */
    return s;
}
/*
 * check-name: adversarial buggy: shuffle widths CUDA leaves undefined (64, 0, 24, 12) in warp code
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_shfl_width_invalid.cu:23:29: error: width 64 of 'prism_shfl_w' is not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than the ones asked for) [P080]
adv_warp_shfl_width_invalid.cu:23:29: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_shfl_width_invalid.cu:23:29: note: fix: give a width of 1, 2, 4, 8, 16 or 32, the segment each lane's source is taken from, in code at a unit at least that wide
adv_warp_shfl_width_invalid.cu:23:29: note: see: prism-check --explain P080
adv_warp_shfl_width_invalid.cu:24:33: error: width 0 of 'prism_shfl_xor_w' is not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than the ones asked for) [P080]
adv_warp_shfl_width_invalid.cu:24:33: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_shfl_width_invalid.cu:24:33: note: fix: give a width of 1, 2, 4, 8, 16 or 32, the segment each lane's source is taken from, in code at a unit at least that wide
adv_warp_shfl_width_invalid.cu:25:29: error: width 24 of 'prism_shfl_w' is not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than the ones asked for) [P080]
adv_warp_shfl_width_invalid.cu:25:29: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_shfl_width_invalid.cu:25:29: note: fix: give a width of 1, 2, 4, 8, 16 or 32, the segment each lane's source is taken from, in code at a unit at least that wide
adv_warp_shfl_width_invalid.cu:26:46: error: width 12 of '__shfl_down_sync' is not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than the ones asked for) [P080]
adv_warp_shfl_width_invalid.cu:26:46: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_shfl_width_invalid.cu:26:46: note: fix: give a width of 1, 2, 4, 8, 16 or 32, the segment each lane's source is taken from, in code at a unit at least that wide
 * check-error-end
 */
