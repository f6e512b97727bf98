/*
 * adv_async2_thread_trip_count.cu - a ragged batch: each thread's row has
 * its own number of k tiles, and the pipeline loop (an async refill scope
 * per step) runs to the thread's count.  Threads with fewer tiles leave
 * the loop while the others still meet at the scopes' barriers: on the
 * GPU, __syncthreads in divergent code (a hang or corrupted barrier
 * state), and the copies of the finished threads are never waited for.
 * SPEC 5.1/4: a loop condition in block[1] code that reads a thread[1]
 * value is P032 (read up); the trip count must be uniform over the block.
 */
#include "prism.h"

PRISM_DEVICE(float, ragged, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(const int *, tiles, BLOCK(1)))
{
    PRISM_SHARED(float, stage, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) const int mine = tiles[i / 4];
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    for (int k = 0; k < mine; k++) { /* error P032 */
        PRISM_ASYNC(s, stage) {
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(s + i, src + k * 128 + i); }
        }
        PRISM_GROUP(THREAD(1)) { acc += stage[(i + 4) % 128]; }
    }
    return acc;
}
/*
 * check-name: adversarial: a pipeline loop run to a per-thread tile count
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_thread_trip_count.cu:20:25: error: the condition of 'for' reads 'mine' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_async2_thread_trip_count.cu:18:35: note: 'mine' is declared thread[1] here
adv_async2_thread_trip_count.cu:21:9: note: at stake: the barriers of this scope would be reached by only some threads of each block[1]
adv_async2_thread_trip_count.cu:20:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_async2_thread_trip_count.cu:20:25: note: see: prism-check --explain P032
 * check-error-end
 */
