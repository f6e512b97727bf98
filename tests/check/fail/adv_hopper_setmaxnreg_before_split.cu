/*
 * adv_hopper_setmaxnreg_before_split.cu - "every warpgroup first gives back registers, then the consumers
 * take them": a dec(40) before the split, then inc(232) in the consumer
 * arm.  The dec runs in the consumers too; setmaxnreg.dec to 40 in a warp
 * that holds live values past 40 registers is undefined, and the checker's
 * one-count-per-arm budget cannot describe it.  SPEC 8.2 P122: code outside
 * the arms of a split whose arms call setmaxnreg does not call it.
 */
#include "prism.h"

PRISM_KERNEL(before_split, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        prism_setmaxnreg_dec(40); /* error P122 */
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) {  }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg before a split whose arm sets its own count (P122)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_before_split.cu:15:9: error: setmaxnreg outside the arms of a split whose arms set their own: it runs in every arm [P122]
adv_hopper_setmaxnreg_before_split.cu:16:9: note: the split
adv_hopper_setmaxnreg_before_split.cu:15:9: note: at stake: the register budget has no single sum: an increase can wait for registers its own arm holds
adv_hopper_setmaxnreg_before_split.cu:15:9: note: fix: call setmaxnreg once per arm, inside each PRISM_CASE, with one count per arm
adv_hopper_setmaxnreg_before_split.cu:15:9: note: see: prism-check --explain P122
 * check-error-end
 */
