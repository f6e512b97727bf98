/* expect: P030 */
/* form: broadcast with width 16 (uniform over half warps only) kept as a thread[32] trip count */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const int n = prism_shfl_w(x, 0, 16); /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): broadcast with width 16 (uniform over half warps only) kept as a thread[32] trip count
 * check-exit-value: 1
 *
 * check-error-start
a8_shfl_w16_as_warp.cu:6:36: error: 'n' at thread[32] cannot receive a thread[16] value (from the broadcast of 'prism_shfl_w'): values flow only from broader to narrower [P030]
a8_shfl_w16_as_warp.cu:6:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_shfl_w16_as_warp.cu:6:36: note: fix: declare 'n' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
a8_shfl_w16_as_warp.cu:6:36: note: see: prism-check --explain P030
 * check-error-end
 */
