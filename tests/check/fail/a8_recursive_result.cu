/* expect: P030 */
/* form: self-recursive warp function whose base case returns the lane; caller takes the result as warp-uniform */
#include "prism.h"
PRISM_DEVICE(int, rec, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, d, THREAD(32)))
{
    if (d > 0)
        return PRISM_CALL(rec, d - 1);
    return (int)PRISM_ID(THREAD(1));
}
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, d, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int n = PRISM_CALL(rec, d); /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): self-recursive warp function whose base case returns the lane; caller takes the result as warp-uniform
 * check-exit-value: 1
 *
 * check-error-start
a8_recursive_result.cu:12:36: error: 'n' at thread[32] cannot receive a thread[1] value (from the result of 'rec'): values flow only from broader to narrower [P030]
a8_recursive_result.cu:12:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_recursive_result.cu:12:36: note: fix: declare 'n' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
a8_recursive_result.cu:12:36: note: see: prism-check --explain P030
 * check-error-end
 */
