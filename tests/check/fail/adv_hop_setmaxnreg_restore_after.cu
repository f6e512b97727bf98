/*
 * adv_hop_setmaxnreg_restore_after.cu - the epilogue "gives everyone their registers back": after the
 * specialised split, the whole block runs setmaxnreg_inc(168).  The
 * consumers are at 232 and the producer at 40: an inc to 168 from 232 is
 * not an increase (PTX: undefined), and the budget of one count per arm no
 * longer describes the block.  SPEC 8.2 P122: code outside the arms of a
 * split whose arms call setmaxnreg does not call it.
 */
#include "prism.h"

PRISM_KERNEL(restore, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
        prism_setmaxnreg_inc(168); /* error P122 */
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg after the split, in every warpgroup (P122)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_restore_after.cu:19:9: error: setmaxnreg outside the arms of a split whose arms set their own: it runs in every arm [P122]
adv_hop_setmaxnreg_restore_after.cu:15:9: note: the split
adv_hop_setmaxnreg_restore_after.cu:19:9: note: at stake: the register budget has no single sum: an increase can wait for registers its own arm holds
adv_hop_setmaxnreg_restore_after.cu:19:9: note: fix: call setmaxnreg once per arm, inside each PRISM_CASE, with one count per arm
adv_hop_setmaxnreg_restore_after.cu:19:9: note: see: prism-check --explain P122
 * check-error-end
 */
