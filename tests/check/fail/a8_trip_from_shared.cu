/* expect: P030 */
/* form: block-level trip count loaded from PRISM_SHARED (non-const read) bounds a __syncthreads loop */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(16))
{
    PRISM_SHARED(int, cnt, 4);
    PRISM_ONE_CLAIM(c, cnt) { c[0] = 3; }
    PRISM_AT(BLOCK(1)) const int n = cnt[0]; /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): block-level trip count loaded from PRISM_SHARED (non-const read) bounds a __syncthreads loop
 * check-exit-value: 1
 *
 * check-error-start
a8_trip_from_shared.cu:8:34: error: 'n' at block[1] cannot receive a thread[1] value (from memory read through non-const 'cnt'): values flow only from broader to narrower [P030]
a8_trip_from_shared.cu:8:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_trip_from_shared.cu:8:34: note: fix: declare 'n' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
a8_trip_from_shared.cu:8:34: note: see: prism-check --explain P030
 * check-error-end
 */
