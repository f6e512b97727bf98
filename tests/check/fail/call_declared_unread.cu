/* A function no file the checker reads declares (a system header it
 * skips) may return another value in each thread: its result is thread[1]
 * (red team rt20: `rand() & 1` taken as block-uniform steered a barrier). */
#include <stdlib.h>
#include "prism.h"
__device__ int pick(void) { return rand() & 1; }
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int m = rand() & 1;           /* error P030 */
        if (m)
            __syncthreads();
        PRISM_AT(BLOCK(1)) const unsigned s = __smid() & 1u;   /* error P030 */
        if (s)
            __syncthreads();
        PRISM_AT(BLOCK(1)) const int h = pick();               /* error P030 */
        if (h)
            __syncthreads();
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = t; }
    }
}
/*
 * check-name: the result of a function declared in no file the checker reads is thread[1]
 * check-exit-value: 1
 *
 * check-error-start
call_declared_unread.cu:12:38: error: 'm' at block[1] cannot receive a thread[1] value (from the result of 'rand', a function declared in no file prism-check reads (it may return another value in each thread)): values flow only from broader to narrower [P030]
call_declared_unread.cu:12:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:12:38: note: fix: declare 'm' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:12:38: note: see: prism-check --explain P030
call_declared_unread.cu:15:43: error: 's' at block[1] cannot receive a thread[1] value (from the result of '__smid', a function declared in no file prism-check reads (it may return another value in each thread)): values flow only from broader to narrower [P030]
call_declared_unread.cu:15:43: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:15:43: note: fix: declare 's' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:18:38: error: 'h' at block[1] cannot receive a thread[1] value (from the result of 'pick', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read)): values flow only from broader to narrower [P030]
call_declared_unread.cu:18:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:18:38: note: fix: declare 'h' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
 * check-error-end
 */
