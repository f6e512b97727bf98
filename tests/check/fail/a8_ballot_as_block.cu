/* expect: P030 */
/* form: ballot result (warp-uniform) used as a block-uniform condition for __syncthreads */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) const unsigned b = __ballot_sync(0xffffffffu, x > 0); /* error P030 */
    if (b)
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): ballot result (warp-uniform) used as a block-uniform condition for __syncthreads
 * check-exit-value: 1
 *
 * check-error-start
a8_ballot_as_block.cu:6:39: error: 'b' at block[1] cannot receive a thread[32] value (from the result of '__ballot_sync'): values flow only from broader to narrower [P030]
a8_ballot_as_block.cu:6:39: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_ballot_as_block.cu:6:39: note: fix: declare 'b' at the value's perspective, PRISM_AT(THREAD(32)), in code at that perspective (PRISM_GROUP(THREAD(32)) { ... } around its uses), or compute a value as broad as block[1]
a8_ballot_as_block.cu:6:39: note: see: prism-check --explain P030
 * check-error-end
 */
