/* expect: accept */
/* form: do { shuffle } while (prism_any(per-lane)) - uniform exit */
#include "prism.h"
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    do {
        s = prism_shfl_down(s, 1);
    } while (prism_any(s > 0.0f));
    return s;
}
/*
 * check-name: red team A8 (convergence): do { shuffle } while (prism_any(per-lane)) - uniform exit
 *
 * check-error-start
 * check-error-end
 */
