/* expect: P030 */
/* form: plain helper returns a static local counter that other threads change (read only, no store) */
#include "prism.h"
__device__ int peek(void) { static int c; return c; }
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) const int n = peek(); /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): plain helper returns a static local counter that other threads change (read only, no store)
 * check-exit-value: 1
 *
 * check-error-start
a8_plain_helper_static_local.cu:7:34: error: 'n' at block[1] cannot receive a thread[1] value (from the result of 'peek', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read)): values flow only from broader to narrower [P030]
a8_plain_helper_static_local.cu:7:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_plain_helper_static_local.cu:7:34: note: fix: declare 'n' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
a8_plain_helper_static_local.cu:7:34: note: see: prism-check --explain P030
 * check-error-end
 */
