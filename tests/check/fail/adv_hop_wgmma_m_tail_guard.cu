/*
 * adv_hop_wgmma_m_tail_guard.cu - the M tail handled per warp, the way mma.sync code does it: a warp
 * whose 16 rows are past M skips the wgmma.  But a wgmma's 64 rows belong
 * to the four warps of the warpgroup together; .sync.aligned requires all
 * 128 threads to execute it, so with M = 40 warps 2-3 skip and the
 * warpgroup hangs.  SPEC 5.1 P032: a condition of thread[128] code reads a
 * thread[32] value (the warp's row).
 */
#include "prism.h"

PRISM_KERNEL(m_tail, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, M, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(32)) const int warp_row = (int)PRISM_ID(THREAD(32)) * 16;
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            if (warp_row < M) { /* error P032 */
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: wgmma skipped by the warps past M (P032)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_m_tail_guard.cu:20:17: error: the condition of 'if' reads 'warp_row' at thread[32] in code at thread[128]: threads of one thread[128] could take different paths [P032]
adv_hop_wgmma_m_tail_guard.cu:16:36: note: 'warp_row' is declared thread[32] here
adv_hop_wgmma_m_tail_guard.cu:21:17: note: at stake: this 'prism_wgmma_fence' would run on only some threads of each thread[128]: the others never reach it
adv_hop_wgmma_m_tail_guard.cu:20:17: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_hop_wgmma_m_tail_guard.cu:20:17: note: see: prism-check --explain P032
 * check-error-end
 */
