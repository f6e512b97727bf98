/*
 * opaque_result.cu - results the checker cannot see the making of (SPEC
 * 3.2; outside red-team observations): a __device__ function whose body
 * is in another translation unit (P077) and gcc builtins that read the
 * running thread's machine state may return a different value in every
 * thread, so their results are thread[1], also through a helper that
 * calls them.  Before, they were taken as the meet of their (no)
 * arguments: a constant, which could steer a block's barrier.
 */
#include "prism.h"

__device__ int opaque(void);
__device__ int helper(int x)
{
    return opaque() + x;
}

PRISM_DEVICE(void, op, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int first = opaque(); /* warning P077 */
    PRISM_AT(BLOCK(1)) const int k = opaque(); /* error P030 */
    PRISM_AT(BLOCK(1)) const int h = helper(n); /* error P030 */
    PRISM_AT(BLOCK(1)) const long f = (long)__builtin_frame_address(0); /* error P030 */
    PRISM_AT(BLOCK(1)) const long long c = (long long)__builtin_readcyclecounter(); /* error P030 */
    (void)first;
    if (k + h + f + c > n)
        prism_syncthreads();
}
/*
 * check-name: the result of an unseen body or of a machine-state builtin is thread[1]
 * check-exit-value: 1
 *
 * check-error-start
opaque_result.cu:20:43: warning: 'opaque' is declared but its body is not in what prism-check reads (another translation unit?): barriers, shuffles, votes and stores inside it are not checked at this call or any other [P077]
opaque_result.cu:12:16: note: 'opaque' is declared here
opaque_result.cu:20:43: note: at stake: the callee's collectives and stores: nothing inside it is checked
opaque_result.cu:20:43: note: fix: define it in a header the checker reads (#include "..."), or make it a PRISM_DEVICE, or wrap the call in PRISM_UNSAFE if it is a checked-by-hand leaf
opaque_result.cu:20:43: note: see: prism-check --explain P077
opaque_result.cu:21:34: error: 'k' at block[1] cannot receive a thread[1] value (from the result of 'opaque', whose body prism-check does not read (it may read threadIdx)): values flow only from broader to narrower [P030]
opaque_result.cu:21:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
opaque_result.cu:21:34: note: fix: declare 'k' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
opaque_result.cu:21:34: note: see: prism-check --explain P030
opaque_result.cu:22:34: error: 'h' at block[1] cannot receive a thread[1] value (from the result of 'helper', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read)): values flow only from broader to narrower [P030]
opaque_result.cu:22:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
opaque_result.cu:22:34: note: fix: declare 'h' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
opaque_result.cu:23:35: error: 'f' at block[1] cannot receive a thread[1] value (from the result of '__builtin_frame_address', which reads the running thread's machine state): values flow only from broader to narrower [P030]
opaque_result.cu:23:35: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
opaque_result.cu:23:35: note: fix: declare 'f' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
opaque_result.cu:24:40: error: 'c' at block[1] cannot receive a thread[1] value (from the result of '__builtin_readcyclecounter', which reads the running thread's machine state): values flow only from broader to narrower [P030]
opaque_result.cu:24:40: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
opaque_result.cu:24:40: note: fix: declare 'c' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
 * check-error-end
 */
