/* expect: P030 */
/* form: raw __shfl_sync(FULL, x, 0, 16) kept as a thread[32] value */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const int n = __shfl_sync(0xffffffffu, x, 0, 16); /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): raw __shfl_sync(FULL, x, 0, 16) kept as a thread[32] value
 * check-exit-value: 1
 *
 * check-error-start
a8_shfl_raw_width16_as_warp.cu:6:36: error: 'n' at thread[32] cannot receive a thread[16] value (from the broadcast of '__shfl_sync'): values flow only from broader to narrower [P030]
a8_shfl_raw_width16_as_warp.cu:6:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_shfl_raw_width16_as_warp.cu:6:36: note: fix: declare 'n' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
a8_shfl_raw_width16_as_warp.cu:6:36: note: see: prism-check --explain P030
 * check-error-end
 */
