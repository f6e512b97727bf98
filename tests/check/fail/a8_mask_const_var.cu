/* expect: P084 */
/* form: partial mask kept in a const local variable */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    const unsigned m = 0x0000ffffu;
    __syncwarp(m); /* error P083 */
}
/*
 * check-name: red team A8 (convergence): partial mask kept in a const local variable
 * check-exit-value: 1
 *
 * check-error-start
a8_mask_const_var.cu:7:16: error: mask 0x0000ffff of '__syncwarp' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
a8_mask_const_var.cu:7:16: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
a8_mask_const_var.cu:7:16: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
a8_mask_const_var.cu:7:16: note: see: prism-check --explain P083
 * check-error-end
 */
