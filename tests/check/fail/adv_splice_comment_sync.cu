/*
 * adv_splice_comment_sync.cu - a // comment ending in a backslash swallows
 * the next line (translation phase 2 splices lines before comments are
 * removed), so the `if` below actually guards the barrier.
 */
#include "prism.h"

PRISM_DEVICE(void, spliced, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    if (t == 0) /* error P032 */
        (void)t; // only the leader logs here \
    else
        __syncthreads();
}
/*
 * check-name: adversarial: a line splice ends a // comment on the next line
 * check-exit-value: 1
 *
 * check-error-start
adv_splice_comment_sync.cu:11:9: error: the condition of 'if' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_splice_comment_sync.cu:10:35: note: 't' is declared thread[1] here
adv_splice_comment_sync.cu:11:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
adv_splice_comment_sync.cu:11:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_splice_comment_sync.cu:11:9: note: see: prism-check --explain P032
 * check-error-end
 */
