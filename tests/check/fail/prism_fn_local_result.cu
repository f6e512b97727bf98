/*
 * prism_fn_local_result.cu - the look-alikes of pass/prism_fn_local_result.cu
 * that stay per-thread: a local made of a __device__ array, which another thread may write,
 * and a local given a second value.
 */
#include "prism.h"
__device__ unsigned table[64];
PRISM_DEVICE(unsigned, lookup, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(unsigned, k, THREAD(1)))
{
    unsigned h = table[k & 63u];
    return h ^ k;
}
PRISM_DEVICE(unsigned, bumped, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(unsigned, k, THREAD(1)))
{
    unsigned h = k * 2654435761u;
    h = h ^ (unsigned)(clock() & 1);
    return h;
}
/* a local an asm output operand writes (red team rt29) */
PRISM_DEVICE(unsigned, lane_of, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(unsigned, k, THREAD(1)))
{
    unsigned h = k;
    PRISM_UNSAFE { __asm__ volatile("mov.u32 %0, %%laneid;" : "=r"(h)); }
    return h;
}
PRISM_KERNEL(probe, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(32)) const unsigned w = (unsigned)PRISM_ID(THREAD(32));
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) unsigned a = PRISM_CALL(lookup, w); /* error P030 */
        PRISM_AT(THREAD(32)) unsigned b = PRISM_CALL(bumped, w); /* error P030 */
        PRISM_AT(THREAD(32)) unsigned c = PRISM_CALL(lane_of, w); /* error P030 */
        (void)c;
        (void)a;
        (void)b;
    }
    (void)out;
}
/*
 * check-name: a Prism function's result made of memory or of a local given a changing value stays per-thread
 * check-exit-value: 1
 *
 * check-error-start
prism_fn_local_result.cu:31:39: error: 'a' at thread[32] cannot receive a thread[1] value (from the result of 'lookup'): values flow only from broader to narrower [P030]
prism_fn_local_result.cu:31:39: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
prism_fn_local_result.cu:31:39: note: fix: declare 'a' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
prism_fn_local_result.cu:31:39: note: see: prism-check --explain P030
prism_fn_local_result.cu:32:39: error: 'b' at thread[32] cannot receive a thread[1] value (from the result of 'bumped'): values flow only from broader to narrower [P030]
prism_fn_local_result.cu:32:39: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
prism_fn_local_result.cu:32:39: note: fix: declare 'b' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
prism_fn_local_result.cu:33:39: error: 'c' at thread[32] cannot receive a thread[1] value (from the result of 'lane_of'): values flow only from broader to narrower [P030]
prism_fn_local_result.cu:33:39: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
prism_fn_local_result.cu:33:39: note: fix: declare 'c' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
 * check-error-end
 */
