/* expect: accept */
/* form: mask 0x1ffffffff (low 32 bits all set) in warp code */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    return (int)__ballot_sync(0x1ffffffffull, v > 0);
}
/*
 * check-name: red team A8 (convergence): mask 0x1ffffffff (low 32 bits all set) in warp code
 *
 * check-error-start
 * check-error-end
 */
