/*
 * adv_hop_wgmma_break_in_flight.cu - a K loop with an early exit for a K range shorter than the
 * tile count: the break is placed right after the commit, before the wait
 * ("the wait is at the end of the loop body").  On the early exit the last
 * group is committed but never retired, and the epilogue reads the
 * accumulator while the tensor cores may still write it.  SPEC 8.2 P125
 * (a break takes its state to the loop's exit).
 */
#include "prism.h"

PRISM_KERNEL(early_exit, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, kend, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            for (int k = 0; k < n; k++) {
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1);
                prism_wgmma_commit();
                if (k + 1 == kend)
                    break;
                prism_wgmma_wait(0);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; } /* error P125 */
        }
    }
}
/*
 * check-name: adversarial: hopper: a break between the commit and the wait (P125)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_break_in_flight.cu:27:45: error: 'acc' is used while a wgmma that writes it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since [P125]
adv_hop_wgmma_break_in_flight.cu:21:17: note: the wgmma
adv_hop_wgmma_break_in_flight.cu:27:45: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
adv_hop_wgmma_break_in_flight.cu:27:45: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
adv_hop_wgmma_break_in_flight.cu:27:45: note: see: prism-check --explain P125
 * check-error-end
 */
