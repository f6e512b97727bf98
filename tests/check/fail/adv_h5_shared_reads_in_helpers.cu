/*
 * adv_h5_shared_reads_in_helpers.cu - helpers that read `__shared__`
 * variables by name, their results used as block-level trip counts
 * around __syncthreads.
 *
 * SPEC 3.2: a plain helper's result is thread[1] when its body reads "a
 * variable other threads may change (__device__, static, __shared__)".
 * The checker applies it to a helper reading a `__shared__` scalar
 * (get_n: P032) but not to one reading an element of a `__shared__`
 * array (get_a) or of a static local array (get_st), though the array is the same kind of variable (and a
 * direct read of s_a2[0] there is thread[1], P032).  A PRISM_DEVICE
 * helper returning the scalar gives a block[1] result (the scalar is
 * typed as a block[1] variable: adv_h5_shared_scalar_uniform), which
 * SPEC 5.2 and 6.1 make thread[1]: another thread may change it (an
 * atomic from a narrower unit, as in that file).
 */
#include "prism.h"

__shared__ int s_n2;
__shared__ int s_a2[2];

static __device__ int get_n(void) { return s_n2; }
static __device__ int get_a(void) { return s_a2[0]; }
static __device__ int get_st(void) { static int st[2]; return st[1]; }

PRISM_DEVICE(int, getp, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    return s_n2;
}

PRISM_DEVICE(void, h5_shared_helpers, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    for (int i = 0; i < get_n(); i++) /* error P032 */
        prism_syncthreads();
    for (int i = 0; i < get_a(); i++) /* error P032 */
        prism_syncthreads();
    for (int i = 0; i < get_st(); i++) /* error P032 */
        prism_syncthreads();
    PRISM_AT(BLOCK(1)) const int m = PRISM_CALL(getp); /* error P030 */
    for (int i = 0; i < m; i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial h5 (hole): helpers reading __shared__ variables give uniform results
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_shared_reads_in_helpers.cu:33:21: error: the condition of 'for' reads the result of 'get_n', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h5_shared_reads_in_helpers.cu:34:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h5_shared_reads_in_helpers.cu:33:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h5_shared_reads_in_helpers.cu:33:21: note: see: prism-check --explain P032
adv_h5_shared_reads_in_helpers.cu:35:21: error: the condition of 'for' reads the result of 'get_a', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h5_shared_reads_in_helpers.cu:36:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h5_shared_reads_in_helpers.cu:35:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h5_shared_reads_in_helpers.cu:37:21: error: the condition of 'for' reads the result of 'get_st', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h5_shared_reads_in_helpers.cu:38:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h5_shared_reads_in_helpers.cu:37:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h5_shared_reads_in_helpers.cu:39:34: error: 'm' at block[1] cannot receive a thread[1] value (from the result of 'getp'): values flow only from broader to narrower [P030]
adv_h5_shared_reads_in_helpers.cu:39:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_h5_shared_reads_in_helpers.cu:39:34: note: fix: declare 'm' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_h5_shared_reads_in_helpers.cu:39:34: note: see: prism-check --explain P030
 * check-error-end
 */
