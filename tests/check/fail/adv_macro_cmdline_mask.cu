/*
 * adv_macro_cmdline_mask.cu - the shuffle mask is a macro with a safe
 * default that the build overrides on the command line
 * (-DWARP_MASK=0x0000ffffu, "only the first half-warp holds data").  The
 * reduction runs in whole-warp code, so lanes 16-31 call the shuffle too
 * without being named in its mask: undefined behaviour on Volta and later
 * (a hang or garbage in the upper half).  The checker must check the
 * program the compilers build, with the command line's definition.
 */
#include "prism.h"

#ifndef WARP_MASK
#define WARP_MASK 0xffffffffu
#endif

PRISM_DEVICE(float, warp_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 8; off > 0; off /= 2)
        s += __shfl_down_sync(WARP_MASK, s, (unsigned)off); /* error P083 */
    return s;
}
/*
 * check-name: adversarial: a lane mask macro overridden by -D on the command line
 * check-exit-value: 1
 * check-command: prism-check -DWARP_MASK=0x0000ffffu $file
 *
 * check-error-start
adv_macro_cmdline_mask.cu:21:31: error: mask 0x0000ffff of '__shfl_down_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_macro_cmdline_mask.cu:21:31: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_macro_cmdline_mask.cu:21:31: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_macro_cmdline_mask.cu:21:31: note: see: prism-check --explain P083
 * check-error-end
 */
