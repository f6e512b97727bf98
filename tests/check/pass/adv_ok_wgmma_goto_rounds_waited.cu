/*
 * adv_ok_wgmma_goto_rounds_waited.cu - wgmma rounds as a backward goto
 * loop that retire each round before jumping back (SPEC 8.2, P125).
 *
 * The look-alike of adv_hop_wgmma_goto_rounds.cu: the same loop, but every
 * round commits and waits with prism_wgmma_wait(0) before the goto, so the
 * state that reaches the label has no group in flight and the read at the
 * top of the next round is legal; a forward goto past the read, taken
 * after the wait, is legal too.
 */
#include "prism.h"

PRISM_KERNEL(wgmma_goto_rounds_waited, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) float sum = 0.0f;
            int k = 0;
top:
            sum += acc[0];
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            prism_wgmma_commit();
            prism_wgmma_wait(0);
            if (++k < n)
                goto top;
            if (k > 8)
                goto out;
            sum += acc[1];
out:
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0] + sum; }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: wgmma rounds in a backward goto loop, each retired before the jump (P125)
 *
 * check-error-start
 * check-error-end
 */
