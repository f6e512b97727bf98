/*
 * diag_one_error.cu - one mistake, one error (SPEC 12, Diagnostics).
 *
 * Raw threadIdx is P081, which says what to write instead.  Its value is
 * thread[1], but a flow, read-up or argument error on that value alone
 * would only repeat the P081: they stay silent.  A second, independent
 * narrow read in the same expression is still reported, and names that
 * read, not the threadIdx.
 */
#include "prism.h"

PRISM_DEVICE(void, takes_block, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    (void)n;
}

PRISM_DEVICE(void, one_error, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = PRISM_ID(THREAD(1)) % 32;
    int t;
    t = (int)threadIdx.x; /* error P081 */
    if (threadIdx.x < 32) /* error P081 */
        __syncthreads();
    PRISM_CALL(takes_block, (int)threadIdx.x); /* error P081 */
    if (threadIdx.x < 32 && lane > 0) /* error P081 */ /* error P032 */
        __syncthreads();
    t = lane; /* error P030 */
    if (t > 0)
        __syncthreads(); /* fine: t is block[1], the P030 said the rest */
}
/*
 * check-name: one error per mistake: no P030/P032/P072 on top of P081, independent reads still reported
 * check-exit-value: 1
 *
 * check-error-start
diag_one_error.cu:22:14: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
diag_one_error.cu:22:14: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
diag_one_error.cu:22:14: note: see: prism-check --explain P081
diag_one_error.cu:23:9: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
diag_one_error.cu:23:9: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
diag_one_error.cu:25:34: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
diag_one_error.cu:25:34: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
diag_one_error.cu:26:9: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
diag_one_error.cu:26:9: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
diag_one_error.cu:26:29: error: the condition of 'if' reads 'lane' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
diag_one_error.cu:20:35: note: 'lane' is declared thread[1] here
diag_one_error.cu:27:9: note: at stake: this '__syncthreads' would run on only some threads of each block[1]: the others never reach it
diag_one_error.cu:26:29: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
diag_one_error.cu:26:29: note: see: prism-check --explain P032
diag_one_error.cu:28:5: error: 't' at block[1] cannot receive a thread[1] value (from 'lane'): values flow only from broader to narrower [P030]
diag_one_error.cu:20:35: note: 'lane' is declared thread[1] here
diag_one_error.cu:28:5: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
diag_one_error.cu:28:5: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
diag_one_error.cu:28:5: note: see: prism-check --explain P030
 * check-error-end
 */
