/* expect: accept */
/* form: break under a warp vote (uniform) in a loop with a shuffle */
#include "prism.h"
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int i = 0; i < 5; i++) {
        if (prism_any(s > 100.0f))
            break;
        s += prism_shfl_xor(s, 1 << i);
    }
    return s;
}
/*
 * check-name: red team A8 (convergence): break under a warp vote (uniform) in a loop with a shuffle
 *
 * check-error-start
 * check-error-end
 */
