/*
 * adv_splice_mask_constant.cu - a long shuffle line wrapped by an editor
 * with a backslash-newline inside the mask: the compilers join it into
 * 0xffff0000u, half of the warp.  Lanes 0-15 run the shuffle without
 * being named in its mask (undefined behaviour on Volta and later).
 */
#include "prism.h"

PRISM_DEVICE(float, wrapped, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    s += /* error P083 */ __shfl_down_sync(0xffff\
0000u, s, 1);
    return s;
}
/*
 * check-name: adversarial: a line splice inside a lane mask constant
 * check-exit-value: 1
 *
 * check-error-start
adv_splice_mask_constant.cu:13:44: error: mask 0xffff0000 of '__shfl_down_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_splice_mask_constant.cu:13:44: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_splice_mask_constant.cu:13:44: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_splice_mask_constant.cu:13:44: note: see: prism-check --explain P083
 * check-error-end
 */
