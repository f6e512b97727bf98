/* expect: P080 */
/* form: __barrier_sync with a non-zero constant id from an enum */
#include "prism.h"
enum { BAR = 1 };
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    __barrier_sync(BAR); /* error P080 */
}
/*
 * check-name: red team A8 (convergence): __barrier_sync with a non-zero constant id from an enum
 * check-exit-value: 1
 *
 * check-error-start
a8_barrier_sync_id_uniform.cu:7:20: error: '__barrier_sync' with a barrier id other than 0: ids 1-15 are the named barriers prism-check gives units narrower than the block, and a barrier of the same id would count both; use __syncthreads(), or PRISM_SYNC() in the unit's code [P080]
a8_barrier_sync_id_uniform.cu:7:20: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_barrier_sync_id_uniform.cu:7:20: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
a8_barrier_sync_id_uniform.cu:7:20: note: see: prism-check --explain P080
 * check-error-end
 */
