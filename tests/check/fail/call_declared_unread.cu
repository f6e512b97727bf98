/* A function no file the checker reads declares (a system header it
 * skips) may return another value in each thread: its result is thread[1]
 * (red team rt20: `rand() & 1` taken as block-uniform steered a barrier). */
#include <stdint.h>
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
/* rt22: a project's make_ name, a prototype a macro gives __device__ for
 * the compilers only, the thread's stack, a member of a local struct. */
#ifdef __PRISM_CHECK__
#define DEV
#else
#define DEV __device__
#endif
DEV int tid_of(void);
struct pair { int a, b; };
/* the address itself, not what it points to: each thread's own stack */
__device__ int hashp(const int *p) { return (int)(((uintptr_t)p * 0x9E3779B97F4A7C15ull) >> 63); }
PRISM_KERNEL(k2, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) struct pair sv = {1, 2};
        PRISM_AT(BLOCK(1)) const int a = make_ticket();                          /* error P030 */
        PRISM_AT(BLOCK(1)) const int b = tid_of();                               /* warning P077 */ /* error P030 */
        PRISM_AT(BLOCK(1)) const int c = (int)(uintptr_t)__builtin_alloca(16);   /* error P030 */
        PRISM_AT(BLOCK(1)) const int d = (int)(uintptr_t)&sv.a;                   /* error P030 */
        PRISM_AT(BLOCK(1)) const int e = hashp(&sv.b);                           /* error P030 */
        PRISM_AT(BLOCK(1)) int v = 0;
        PRISM_AT(BLOCK(1)) const int f = hashp(&v);                              /* error P030 */
        if (a + b + c + d + e + f)
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
call_declared_unread.cu:13:38: error: 'm' at block[1] cannot receive a thread[1] value (from the result of 'rand', a function declared in no file prism-check reads (it may return another value in each thread)): values flow only from broader to narrower [P030]
call_declared_unread.cu:13:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:13:38: note: fix: declare 'm' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:13:38: note: see: prism-check --explain P030
call_declared_unread.cu:16:43: error: 's' at block[1] cannot receive a thread[1] value (from the result of '__smid', a function declared in no file prism-check reads (it may return another value in each thread)): values flow only from broader to narrower [P030]
call_declared_unread.cu:16:43: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:16:43: note: fix: declare 's' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:19:38: error: 'h' at block[1] cannot receive a thread[1] value (from the result of 'pick', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read)): values flow only from broader to narrower [P030]
call_declared_unread.cu:19:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:19:38: note: fix: declare 'h' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:44:38: error: 'a' at block[1] cannot receive a thread[1] value (from the result of 'make_ticket', a function declared in no file prism-check reads (it may return another value in each thread)): values flow only from broader to narrower [P030]
call_declared_unread.cu:44:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:44:38: note: fix: declare 'a' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:45:42: warning: 'tid_of' is declared but its body is not in what prism-check reads (another translation unit?): barriers, shuffles, votes and stores inside it are not checked at this call or any other [P077]
call_declared_unread.cu:34:9: note: 'tid_of' is declared here
call_declared_unread.cu:45:42: note: at stake: the callee's collectives and stores: nothing inside it is checked
call_declared_unread.cu:45:42: note: fix: define it in a header the checker reads (#include "..."), or make it a PRISM_DEVICE, or wrap the call in PRISM_UNSAFE if it is a checked-by-hand leaf
call_declared_unread.cu:45:42: note: see: prism-check --explain P077
call_declared_unread.cu:45:38: error: 'b' at block[1] cannot receive a thread[1] value (from the result of 'tid_of', whose body prism-check does not read (it may read threadIdx)): values flow only from broader to narrower [P030]
call_declared_unread.cu:45:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:45:38: note: fix: declare 'b' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:46:38: error: 'c' at block[1] cannot receive a thread[1] value (from the result of '__builtin_alloca', which reads the running thread's machine state): values flow only from broader to narrower [P030]
call_declared_unread.cu:46:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:46:38: note: fix: declare 'c' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
call_declared_unread.cu:47:38: error: 'd' at block[1] cannot receive a thread[1] value (from the address of local 'sv'): values flow only from broader to narrower [P030]
call_declared_unread.cu:47:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:47:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
call_declared_unread.cu:48:38: error: 'e' at block[1] cannot receive a thread[1] value (from the address of local 'sv'): values flow only from broader to narrower [P030]
call_declared_unread.cu:48:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:48:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
call_declared_unread.cu:50:38: error: 'f' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
call_declared_unread.cu:50:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
call_declared_unread.cu:50:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
 * check-error-end
 */
