/*
 * adv_async2_guarded_scope.cu - only the first 32 threads have a chunk to
 * copy, so the author guards the whole async scope with the thread's id
 * in block code.  The scope's entry and exit barriers are then reached by
 * 32 threads of the block only (a hang or undefined behaviour on the GPU,
 * as __syncthreads in divergent code), and the other threads read the
 * tile with no wait and no barrier.  SPEC 4/5: a branch in block[1] code
 * on a thread[1] value is P032, read up (the copy's guard belongs inside the
 * scope, in thread[1] code).
 */
#include "prism.h"

PRISM_DEVICE(float, guarded, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    if (t < 32) { /* error P032 */
        PRISM_ASYNC(t_a, tile) {
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(t_a + 4 * t, src + 4 * t); }
        }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(4 * t + 5) % 128];
    return r;
}
/*
 * check-name: adversarial: an async scope guarded by the thread's id in block code
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_guarded_scope.cu:18:9: error: the condition of 'if' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_async2_guarded_scope.cu:17:35: note: 't' is declared thread[1] here
adv_async2_guarded_scope.cu:19:9: note: at stake: the barriers of this scope would be reached by only some threads of each block[1]
adv_async2_guarded_scope.cu:18:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_async2_guarded_scope.cu:18:9: note: see: prism-check --explain P032
 * check-error-end
 */
