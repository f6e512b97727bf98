/* expect: P083 */
/* form: partial mask spelled as sizeof(char[0xffff]) (a constant expression the mask folder may not evaluate) */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    __syncwarp((unsigned)sizeof(char[0xffff])); /* error P083 */
}
/*
 * check-name: red team A8 (convergence): partial mask spelled as sizeof(char[0xffff]) (a constant expression the mask folder may not evaluate)
 * check-exit-value: 1
 *
 * check-error-start
a8_mask_sizeof_const.cu:6:16: error: mask 0x0000ffff of '__syncwarp' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
a8_mask_sizeof_const.cu:6:16: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
a8_mask_sizeof_const.cu:6:16: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
a8_mask_sizeof_const.cu:6:16: note: see: prism-check --explain P083
 * check-error-end
 */
