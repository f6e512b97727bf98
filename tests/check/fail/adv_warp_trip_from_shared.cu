/*
 * adv_warp_trip_from_shared.cu - each warp loops over its work count kept
 * in shared memory, shuffling every round.  The count is read through a
 * writable pointer: another thread may update it between two lanes'
 * reads, so lanes can disagree on the trip count and leave the loop at
 * different rounds while the rest still shuffle with the full mask (a
 * hang).  Below, an eight-lane group shuffles with a width of 16: lane 1
 * of each group reads from lanes of the neighbouring group, which its
 * mask does not name.
 */
#include "prism.h"

PRISM_DEVICE(float, drain, PRISM_REQUIRES(BLOCK(1), THREAD(32), THREAD(8)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int *, counts, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    PRISM_GROUP(THREAD(32)) {
        for (int i = 0; i < counts[w]; i++) /* error P032 */
            s += prism_shfl_xor(s, 1);
    }
    PRISM_GROUP(THREAD(8)) {
        s += __shfl_down_sync(PRISM_LANEMASK(), s, 1, 16); /* error P080 */
    }
    return s;
}
/*
 * check-name: adversarial: a shuffle loop bounded by a shared count, a width wider than the unit
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_trip_from_shared.cu:19:25: error: the condition of 'for' reads memory read through non-const 'counts' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_warp_trip_from_shared.cu:20:18: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
adv_warp_trip_from_shared.cu:19:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_warp_trip_from_shared.cu:19:25: note: see: prism-check --explain P032
adv_warp_trip_from_shared.cu:23:14: error: '__shfl_down_sync' on a thread[8] unit needs a constant width dividing 8, so that every lane it reads is in the unit [P080]
adv_warp_trip_from_shared.cu:23:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_warp_trip_from_shared.cu:23:14: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_warp_trip_from_shared.cu:23:14: note: see: prism-check --explain P080
 * check-error-end
 */
