/* expect: P030 */
/* form: warp trip count read through a non-const grid pointer parameter */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, cfg, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int n = cfg[0]; /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): warp trip count read through a non-const grid pointer parameter
 * check-exit-value: 1
 *
 * check-error-start
a8_trip_nonconst_ptr.cu:6:36: error: 'n' at thread[32] cannot receive a thread[1] value (from memory read through non-const 'cfg'): values flow only from broader to narrower [P030]
a8_trip_nonconst_ptr.cu:6:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_trip_nonconst_ptr.cu:6:36: note: fix: declare 'n' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
a8_trip_nonconst_ptr.cu:6:36: note: see: prism-check --explain P030
 * check-error-end
 */
