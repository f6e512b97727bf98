/*
 * adv_flow_shfl_broadcast.cu - `n = __shfl_sync(full, x, 0)` "broadcasts"
 * lane 0's count and then steers a warp loop with a __syncwarp in it.  A
 * shuffle's result is per-lane to the type system (the source lane may be
 * outside the mask, its value undefined), so it cannot be declared warp
 * uniform; use a vote or a reduction.
 */
#include "prism.h"

PRISM_DEVICE(void, loop_n, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const int n = prism_shfl(x, 0); /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: adversarial: a shuffle from lane 0 treated as a warp-uniform value
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_flow_shfl_broadcast.cu:13:0: error: P030 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
