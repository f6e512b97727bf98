/*
 * adv_hop_ok_wgmma_m_tail_per_warpgroup.cu - the legal look-alike of fail/adv_hop_wgmma_m_tail_guard.cu:
 * the M tail decided per warpgroup (each warpgroup owns 64 rows), with the
 * warpgroup's id taken in block code before the group.  Every thread of a
 * warpgroup sees the same row, so the whole warpgroup issues the wgmma or
 * none of it does.  SPEC 5.1: the condition reads a thread[128] value in
 * thread[128] code.
 */
#include "prism.h"

PRISM_KERNEL(m_tail_wg, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, M, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(WARPGROUP(1)) const int wg_row = (int)PRISM_ID(WARPGROUP(1)) * 64;
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            if (wg_row < M) {
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 128u * (uint64_t)wg_row, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: the M tail decided per warpgroup
 *
 * check-error-start
 * check-error-end
 */
