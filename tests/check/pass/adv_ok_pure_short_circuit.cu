/*
 * adv_ok_pure_short_circuit.cu - `t < n && x[t] > 0` and a per-thread ?:
 * in block code: nothing on the right side has an effect or calls, so
 * divergence inside the expression cannot strand a collective.
 */
#include "prism.h"

PRISM_DEVICE(int, positive, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, x, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int p = t < n && x[t] > 0;
    PRISM_AT(THREAD(1)) const int q = t < n ? x[t] : 0;
    __syncthreads();
    return p + q;
}
/*
 * check-name: adversarial legal: per-thread && and ?: with no call and no effect
 *
 * check-error-start
 * check-error-end
 */
