/* expect: P083 */
/* form: partial mask from an enum constant and arithmetic */
#include "prism.h"
enum { HALF = 16 };
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    return __shfl_down_sync((1u << HALF) - 1u, v, 1); /* error P083 */
}
/*
 * check-name: red team A8 (convergence): partial mask from an enum constant and arithmetic
 * check-exit-value: 1
 *
 * check-error-start
a8_mask_enum_partial.cu:7:30: error: mask 0x0000ffff of '__shfl_down_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
a8_mask_enum_partial.cu:7:30: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
a8_mask_enum_partial.cu:7:30: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
a8_mask_enum_partial.cu:7:30: note: see: prism-check --explain P083
 * check-error-end
 */
