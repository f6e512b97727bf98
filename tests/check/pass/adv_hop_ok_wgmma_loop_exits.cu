/*
 * adv_hop_ok_wgmma_loop_exits.cu - the fixed fail/adv_hop_wgmma_break_in_flight.cu and
 * fail/adv_hop_wgmma_continue_skips_commit.cu: the early exit waits before
 * it breaks, and the every-other-step batching commits before the
 * continue's skip only skips the wait.  SPEC 8.2: a break takes its state
 * to the loop's exit, a continue to its head; both states are committed
 * and (at the exit) waited.
 */
#include "prism.h"

PRISM_KERNEL(exits, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, kend, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) float acc2[32] = {0.0f};
            for (int k = 0; k < n; k++) {
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
                if (k + 1 == kend)
                    break;
            }
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                prism_wgmma_m64n64k16_f32_bf16(acc2, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1);
                prism_wgmma_commit();
                if (k % 2 == 0)
                    continue;
                prism_wgmma_wait(1);
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) {
                o[0] = acc[0];
                o[1] = acc2[0];
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: break after the wait, continue after the commit
 *
 * check-error-start
 * check-error-end
 */
