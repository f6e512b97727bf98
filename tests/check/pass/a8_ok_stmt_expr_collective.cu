/* expect: accept */
/* form: unconditional statement expression containing a __syncwarp, comma with a shuffle */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = ({ prism_syncwarp(); v + 1; });
    r = (prism_syncwarp(), prism_shfl_xor(r, 1));
    return r;
}
/*
 * check-name: red team A8 (convergence): unconditional statement expression containing a __syncwarp, comma with a shuffle
 *
 * check-error-start
 * check-error-end
 */
