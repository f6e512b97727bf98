/* expect: accept */
/* form: per-lane ?: with pure arms (no call, no effect) in warp code, result thread[1] */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = v > 0 ? v : -v;
    return prism_shfl_xor(r, 1);
}
/*
 * check-name: red team A8 (convergence): per-lane ?: with pure arms (no call, no effect) in warp code, result thread[1]
 *
 * check-error-start
 * check-error-end
 */
