/*
 * fig10_split_align.cu - Fig. 10 on thread[4]: the arm of 2 starts at 1
 */
#include "prism.h"
PRISM_DEVICE(void, fig10, PRISM_REQUIRES(BLOCK(1), THREAD(4)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(4)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(1) { }
            PRISM_CASE(2) { } /* error P021 */
        }
    }
}
/*
 * check-name: Fig. 10 on thread[4]: the arm of 2 starts at 1
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
fig10_split_align.cu:10:24: error: split arm of 2 THREAD units starts at unit 1, not a multiple of its size: it would not be aligned [P021]
fig10_split_align.cu:10:24: note: the arms are aligned largest first: PRISM_CASE(2), PRISM_CASE(1)
fig10_split_align.cu:10:24: note: at stake: an arm off its alignment straddles units, so no barrier of that level meets its threads
fig10_split_align.cu:10:24: note: fix: order the arms so that each starts at a multiple of its size (larger arms first)
fig10_split_align.cu:10:24: note: see: prism-check --explain P021
 * check-error-end
 */
