/*
 * adv_hop_wgmma_row_trip.cu - a ragged batch: each row has its own K length (klen[row]), and the K
 * loop around the wgmmas runs to the thread's row's length ("rows with
 * short K finish early").  A warpgroup's threads then run different
 * numbers of wgmma.sync.aligned: the ones that stop early leave the rest
 * waiting for them.  SPEC 5.1 P032: the loop condition reads a thread[1]
 * value in thread[128] code.
 */
#include "prism.h"

PRISM_KERNEL(ragged, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(const int *, klen, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int row = t / 32 * 16 + t % 32 / 4;
    PRISM_AT(THREAD(1)) const int steps = klen[row] / 16;
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < steps; k++) { /* error P032 */
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1);
            }
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: a K loop whose trip count is the thread's row's (P032)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_row_trip.cu:22:33: error: the condition of 'for' reads 'steps' at thread[1] in code at thread[128]: threads of one thread[128] could take different paths [P032]
adv_hop_wgmma_row_trip.cu:17:35: note: 'steps' is declared thread[1] here
adv_hop_wgmma_row_trip.cu:23:17: note: at stake: this 'prism_wgmma_m64n64k16_f32_bf16' would run on only some threads of each thread[128]: the others never reach it
adv_hop_wgmma_row_trip.cu:22:33: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_hop_wgmma_row_trip.cu:22:33: note: see: prism-check --explain P032
 * check-error-end
 */
