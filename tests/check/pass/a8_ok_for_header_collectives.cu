/* expect: accept */
/* form: collectives in a for header with a uniform counter */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    for (int r = 0; r < 3 && prism_any(v > r); r++, prism_syncwarp())
        ;
}
/*
 * check-name: red team A8 (convergence): collectives in a for header with a uniform counter
 *
 * check-error-start
 * check-error-end
 */
