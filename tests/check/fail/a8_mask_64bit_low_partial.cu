/* expect: P083 */
/* form: 64-bit constant whose low 32 bits are a partial mask (high bits set) */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    return __ballot_sync(0xffffffff7fffffffull, v > 0); /* error P083 */
}
/*
 * check-name: red team A8 (convergence): 64-bit constant whose low 32 bits are a partial mask (high bits set)
 * check-exit-value: 1
 *
 * check-error-start
a8_mask_64bit_low_partial.cu:6:26: error: mask 0x7fffffff of '__ballot_sync' names 31 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
a8_mask_64bit_low_partial.cu:6:26: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
a8_mask_64bit_low_partial.cu:6:26: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
a8_mask_64bit_low_partial.cu:6:26: note: see: prism-check --explain P083
 * check-error-end
 */
