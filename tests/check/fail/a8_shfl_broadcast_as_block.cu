/* expect: P030 */
/* form: broadcast from lane 0 in block code (uniform per warp only) used as a block-level trip count */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) const int n = prism_shfl(x, 0); /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): broadcast from lane 0 in block code (uniform per warp only) used as a block-level trip count
 * check-exit-value: 1
 *
 * check-error-start
a8_shfl_broadcast_as_block.cu:6:34: error: 'n' at block[1] cannot receive a thread[32] value (from the broadcast of 'prism_shfl'): values flow only from broader to narrower [P030]
a8_shfl_broadcast_as_block.cu:6:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_shfl_broadcast_as_block.cu:6:34: note: fix: declare 'n' at the value's perspective, PRISM_AT(THREAD(32)), in code at that perspective (PRISM_GROUP(THREAD(32)) { ... } around its uses), or compute a value as broad as block[1]
a8_shfl_broadcast_as_block.cu:6:34: note: see: prism-check --explain P030
 * check-error-end
 */
