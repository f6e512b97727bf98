/*
 * adv_lib_block_scan_thread_trip.cu - CUB's "in a loop whose trip count
 * differs per thread": each thread scans as many tiles as it has valid
 * items, so the threads of one block run different numbers of block
 * scans; a thread that leaves early stops arriving at the scan's
 * barriers and the others wait forever (or read half-written warp
 * totals).
 */
#include "prism_lib.h"

PRISM_KERNEL(ragged_scan, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t run = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t v[1];
        for (int k = 0; k * (int)PRISM_NTHREADS() + t < n; k++) { /* error P032 */
            v[0] = in[k * (int)PRISM_NTHREADS() + t];
            run = PRISM_CALL(prism_block_scan_incl_running_sum_i32, v, v, 1, run);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = run; }
    }
}
/*
 * check-name: adversarial lib: a block scan in a loop whose trip count is per thread
 * check-exit-value: 1
 * check-error-start
adv_lib_block_scan_thread_trip.cu:21:53: error: the condition of 'for' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lib_block_scan_thread_trip.cu:19:39: note: 't' is declared thread[1] here
adv_lib_block_scan_thread_trip.cu:23:30: note: at stake: 'prism_block_scan_incl_running_sum_i32' would be called by only some threads of each block[1]: its barriers and collectives need all of them
adv_lib_block_scan_thread_trip.cu:21:53: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_lib_block_scan_thread_trip.cu:21:53: note: see: prism-check --explain P032
 * check-error-end
 */
