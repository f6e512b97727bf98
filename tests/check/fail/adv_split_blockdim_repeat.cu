/*
 * adv_split_blockdim_repeat.cu - two 96-thread teams per 192-thread block,
 * each split into a two-warp arm and a one-warp arm.  In a block of
 * exactly 96 threads this is legal (the unit is the whole pinned block and
 * starts at thread 0), but here the thread[96] unit repeats: the second
 * team's two-warp arm starts at thread 96, mid-way through the aligned
 * 64-thread run a named barrier or a 64-thread collective would meet.
 */
#include "prism.h"

PRISM_KERNEL(two_teams, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(192), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(96)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) { (void)n; } /* error P020 */
                PRISM_CASE(1) { }
            }
        }
    }
}
/*
 * check-name: adversarial: an uneven warp split of a thread[96] unit that repeats in BLOCKDIM(192)
 * check-exit-value: 1
 *
 * check-error-start
adv_split_blockdim_repeat.cu:17:28: error: split arm of 2 WARP units does not divide the 3 available: its units would not be aligned [P020]
adv_split_blockdim_repeat.cu:17:28: note: at stake: the arm would name units that the launch does not have
adv_split_blockdim_repeat.cu:17:28: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
adv_split_blockdim_repeat.cu:17:28: note: see: prism-check --explain P020
 * check-error-end
 */
