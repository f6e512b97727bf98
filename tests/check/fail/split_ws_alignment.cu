/*
 * split_ws_alignment.cu - where a split's units repeat, arm sizes must still
 * divide them: thread[384] units in a 768-thread block start at 0 and 384,
 * so a 256-thread arm at 384 would be threads 384-639, not aligned to 256
 * (P020).  Producer first in a pinned 384-thread block puts the consumers'
 * 256 threads at 128 (P021; the note says which order fits).  A block
 * whose size is not pinned is no whole-block split either (P020).
 */
#include "prism.h"

PRISM_KERNEL(repeating, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(768), THREAD(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(384)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { (void)n; } /* error P020 */
            PRISM_CASE(1) { }
        }
    }
}

PRISM_KERNEL(producer_first, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { (void)n; }
            PRISM_CASE(2) { } /* error P021 */
        }
    }
}

PRISM_KERNEL(unpinned, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { (void)n; } /* error P020 */
            PRISM_CASE(1) { }
        }
    }
}

PRISM_KERNEL(fine, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(768), THREAD(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(4) { (void)n; } /* fine: the whole 768-thread block */
            PRISM_CASE(2) { }
        }
    }
}
/*
 * check-name: arm sizes divide repeating units; producer-first is misaligned
 * check-exit-value: 1
 *
 * check-error-start
split_ws_alignment.cu:16:24: error: split arm of 2 WARPGROUP units does not divide the 3 available: its units would not be aligned [P020]
split_ws_alignment.cu:16:24: note: at stake: the arm would name units that the launch does not have
split_ws_alignment.cu:16:24: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
split_ws_alignment.cu:16:24: note: see: prism-check --explain P020
split_ws_alignment.cu:28:24: error: split arm of 2 WARPGROUP units starts at unit 1, not a multiple of its size: it would not be aligned [P021]
split_ws_alignment.cu:28:24: note: the arms are aligned largest first: PRISM_CASE(2), PRISM_CASE(1)
split_ws_alignment.cu:28:24: note: at stake: an arm off its alignment straddles units, so no barrier of that level meets its threads
split_ws_alignment.cu:28:24: note: fix: order the arms so that each starts at a multiple of its size (larger arms first)
split_ws_alignment.cu:28:24: note: see: prism-check --explain P021
split_ws_alignment.cu:38:24: error: split arm of 2 WARPGROUP units does not divide the 3 available: its units would not be aligned [P020]
split_ws_alignment.cu:38:24: note: at stake: the arm would name units that the launch does not have
split_ws_alignment.cu:38:24: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
 * check-error-end
 */
