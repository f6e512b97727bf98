/* expect: P030 */
/* form: shuffle result with a source lane computed from the lane (looks like a broadcast: (lane & 0)) used as a warp trip count */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(32)) const int n = prism_shfl(x, lane ^ 1); /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): shuffle result with a source lane computed from the lane (looks like a broadcast: (lane & 0)) used as a warp trip count
 * check-exit-value: 1
 *
 * check-error-start
a8_shfl_src_varying.cu:7:36: error: 'n' at thread[32] cannot receive a thread[1] value (from the result of 'prism_shfl'): values flow only from broader to narrower [P030]
a8_shfl_src_varying.cu:7:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_shfl_src_varying.cu:7:36: note: fix: declare 'n' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
a8_shfl_src_varying.cu:7:36: note: see: prism-check --explain P030
 * check-error-end
 */
