/*
 * split_arm_size.cu - split arms that do not divide or exceed the available units
 */
#include "prism.h"
PRISM_DEVICE(void, three_warps, PRISM_REQUIRES(BLOCK(1), THREAD(96)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARP) {
        PRISM_CASE(2) { } /* error P020 */
    }
    PRISM_SPLIT(THREAD) {
        PRISM_CASE(128) { } /* error P020 */
    }
}

PRISM_DEVICE(void, no_count, PRISM_REQUIRES(BLOCK(1)), PRISM_SMEM(0))
{
    /* Nothing says how many threads the block has. */
    PRISM_SPLIT(THREAD) { /* error P020 */
        PRISM_CASE(32) { }
    }
}
/*
 * check-name: split arms that do not divide or exceed the available units
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
split_arm_size.cu:8:20: error: split arm of 2 WARP units does not divide the 3 available: its units would not be aligned [P020]
split_arm_size.cu:8:20: note: at stake: the arm would name units that the launch does not have
split_arm_size.cu:8:20: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
split_arm_size.cu:8:20: note: see: prism-check --explain P020
split_arm_size.cu:11:20: error: split arm of 128 THREAD units exceeds the 96 available [P020]
split_arm_size.cu:11:20: note: at stake: the arm would name units that the launch does not have
split_arm_size.cu:11:20: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
split_arm_size.cu:18:5: error: split(THREAD) in code at block[1]: the bound {block[1]} does not say how many THREAD units there are here [P020]
split_arm_size.cu:18:5: note: at stake: the arm would name units that the launch does not have
split_arm_size.cu:18:5: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
 * check-error-end
 */
