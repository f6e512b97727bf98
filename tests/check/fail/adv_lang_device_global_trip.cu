/*
 * adv_lang_device_global_trip.cu - the number of rounds of a block loop
 * with a barrier in it is read from a `__device__` counter that thread 0
 * of every block bumps (through a helper) as the kernel runs.  Threads of
 * one block read the counter at different times and see different
 * values: some make one more round than the others and wait at a
 * __syncthreads() the rest never reach (a hang).  SPEC 5.2: a value read
 * from memory that other threads write is thread[1]; a `__device__`
 * variable is such memory (SPEC 6.7), so the loop's condition reads a
 * thread[1] value in block[1] code: P032.  (SPEC 6.7's "not seen" list
 * excuses P108 for an atomic in a callee, not the condition.)
 */
#include "prism.h"

__device__ int g_rounds;

PRISM_DEVICE(void, bump, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    atomicAdd(&g_rounds, 1);
}

PRISM_KERNEL(grow, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_ONE { PRISM_CALL(bump); }
        for (int r = 0; r < g_rounds % 8; r++) { /* error P032 */
            prism_syncthreads();
            PRISM_GROUP(THREAD(1)) { acc += r; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial lang: a block loop with a barrier bounded by a __device__ counter other blocks bump
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_device_global_trip.cu:29:29: error: the condition of 'for' reads 'g_rounds' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lang_device_global_trip.cu:15:16: note: 'g_rounds' is declared thread[1] here
adv_lang_device_global_trip.cu:30:13: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_lang_device_global_trip.cu:29:29: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lang_device_global_trip.cu:29:29: note: see: prism-check --explain P032
 * check-error-end
 */
