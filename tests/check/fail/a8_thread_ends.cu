/*
 * a8_thread_ends.cu - early exits the checker reads as conditions (SPEC
 * 5.1, 9): assert on a lane, a plain helper that traps or exits on what
 * it is given, and control leaving a PRISM_UNSAFE statement in code wider
 * than thread[1].  The threads that take one never reach the unit's next
 * barrier or collective (red team A8).
 */
#include "prism.h"
#include <assert.h>

__device__ void bail(int x)
{
    if (x)
        __trap();
}
__device__ void bail_deep(int x)
{
    bail(x + 1); /* through another helper */
}
__device__ int checked(int x)
{
    assert(x < 64);
    return x * 2;
}
__device__ void leave_if(int x)
{
    PRISM_UNSAFE {
        if (x)
            asm volatile("exit;");
    }
}

PRISM_DEVICE(void, warp_asserts, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    assert(lane < 16);              /* error P032 */
    bail(lane & 1);                 /* error P032 */
    bail_deep(lane);                /* error P032 */
    leave_if(lane == 3);            /* error P032 */
    PRISM_AT(THREAD(1)) int y = checked(lane); /* error P032 */
    (void)(lane > 2 ? __builtin_trap(), 0 : 0); /* error P032 */
    (void)y;
    prism_syncwarp();
}

PRISM_DEVICE(void, block_unsafe_jumps, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    for (int i = 0; i < n; i++) {
        PRISM_UNSAFE {
            if (threadIdx.x == 7)
                break; /* error P032 */
        }
        prism_syncthreads();
    }
    PRISM_UNSAFE {
        if (threadIdx.x & 1)
            goto out; /* error P032 */
    }
    prism_syncthreads();
out:
    PRISM_UNSAFE {
        if (threadIdx.x > 40)
            return; /* error P032 */
    }
    prism_syncthreads();
}

PRISM_DEVICE(void, group_unsafe_return, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(1)) {
        PRISM_UNSAFE {
            if (threadIdx.x & 1)
                return; /* error P090 */
        }
    }
    prism_syncthreads();
}
/*
 * check-name: red team A8: assert, trapping helpers and jumps out of PRISM_UNSAFE decided per thread in wide code (P032, P090)
 * check-exit-value: 1
 *
 * check-error-start
a8_thread_ends.cu:36:12: error: the condition of 'assert' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_thread_ends.cu:35:35: note: 'lane' is declared thread[1] here
a8_thread_ends.cu:36:12: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:36:12: note: fix: assert at the perspective of the values it tests: in thread code, PRISM_GROUP(THREAD(1)) { assert(...); }, or on values the whole unit shares
a8_thread_ends.cu:36:12: note: see: prism-check --explain P032
a8_thread_ends.cu:37:10: error: the call of 'bail', which may end the thread, reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_thread_ends.cu:35:35: note: 'lane' is declared thread[1] here
a8_thread_ends.cu:37:10: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:37:10: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective): call 'bail' from thread code, PRISM_GROUP(THREAD(1)) { ... }, or on values the whole unit shares
a8_thread_ends.cu:38:15: error: the call of 'bail_deep', which may end the thread, reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_thread_ends.cu:35:35: note: 'lane' is declared thread[1] here
a8_thread_ends.cu:38:15: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:38:15: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective): call 'bail_deep' from thread code, PRISM_GROUP(THREAD(1)) { ... }, or on values the whole unit shares
a8_thread_ends.cu:39:5: error: the call of 'leave_if', which may end the thread, reads the per-thread state 'leave_if' reads (threadIdx, an asm, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_thread_ends.cu:39:5: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:39:5: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective): call 'leave_if' from thread code, PRISM_GROUP(THREAD(1)) { ... }, or on values the whole unit shares
a8_thread_ends.cu:40:41: error: the call of 'checked', which may end the thread, reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_thread_ends.cu:35:35: note: 'lane' is declared thread[1] here
a8_thread_ends.cu:40:41: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:40:41: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective): call 'checked' from thread code, PRISM_GROUP(THREAD(1)) { ... }, or on values the whole unit shares
a8_thread_ends.cu:41:12: error: '?:' guarding a call or side effect reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_thread_ends.cu:35:35: note: 'lane' is declared thread[1] here
a8_thread_ends.cu:41:12: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:41:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
a8_thread_ends.cu:52:17: error: break inside PRISM_UNSAFE in code at block[1]: the checker does not read the statement's conditions, so threads of one block[1] could take different paths [P032]
a8_thread_ends.cu:50:9: note: the unsafe statement begins here
a8_thread_ends.cu:52:17: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:52:17: note: fix: leave the statement at its end: set a flag in it, and test the flag after it at the code's perspective (a value the whole unit shares) or in thread code
a8_thread_ends.cu:58:13: error: goto inside PRISM_UNSAFE in code at block[1]: the checker does not read the statement's conditions, so threads of one block[1] could take different paths [P032]
a8_thread_ends.cu:56:5: note: the unsafe statement begins here
a8_thread_ends.cu:58:13: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:58:13: note: fix: leave the statement at its end: set a flag in it, and test the flag after it at the code's perspective (a value the whole unit shares) or in thread code
a8_thread_ends.cu:64:13: error: return inside PRISM_UNSAFE in code at block[1]: the checker does not read the statement's conditions, so threads of one block[1] could take different paths [P032]
a8_thread_ends.cu:62:5: note: the unsafe statement begins here
a8_thread_ends.cu:64:13: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_thread_ends.cu:64:13: note: fix: leave the statement at its end: set a flag in it, and test the flag after it at the code's perspective (a value the whole unit shares) or in thread code
a8_thread_ends.cu:74:17: error: 'return' leaves the PRISM_GROUP scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
a8_thread_ends.cu:71:5: note: the PRISM_GROUP begins here
a8_thread_ends.cu:74:17: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
a8_thread_ends.cu:74:17: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
a8_thread_ends.cu:74:17: note: see: prism-check --explain P090
 * check-error-end
 */
