/*
 * adv_port_syncthreads_or_in_branch.cu - an iterative relaxation that
 * stops when no thread changed its value: `changed = __syncthreads_or(
 * my_change)`.  The port skips the vote for threads past the end of the
 * data, `if (i < n) changed = __syncthreads_or(d != old);` - in the last
 * block the threads past n never reach the block-wide vote: a hang, or a
 * vote that opens early with a partial count and stops the loop too
 * soon.  The guard is thread[1] in block[1] code: P032.
 */
#include "prism.h"

PRISM_KERNEL(relax, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float d = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) int changed = 1;
        for (int round = 0; round < 32 && changed; round++) {
            PRISM_AT(THREAD(1)) const float old = d;
            PRISM_GROUP(THREAD(1)) {
                if (i < n)
                    d = fminf(d + 1.0f, in[i]);
            }
            if (i < n) /* error P032 */
                changed = __syncthreads_or(d != old);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n)
                o[0] = d;
        }
    }
}
/*
 * check-name: adversarial port: __syncthreads_or vote skipped by the threads past n
 * check-exit-value: 1
 *
 * check-error-start
adv_port_syncthreads_or_in_branch.cu:26:17: error: the condition of 'if' reads 'i' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_port_syncthreads_or_in_branch.cu:16:35: note: 'i' is declared thread[1] here
adv_port_syncthreads_or_in_branch.cu:27:27: note: at stake: this '__syncthreads_or' would run on only some threads of each block[1]: the others never reach it
adv_port_syncthreads_or_in_branch.cu:26:17: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_port_syncthreads_or_in_branch.cu:26:17: note: see: prism-check --explain P032
 * check-error-end
 */
