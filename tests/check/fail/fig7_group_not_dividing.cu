/*
 * fig7_group_not_dividing.cu - Fig. 7, second program: group(block[5]) inside block[6]
 */
#include "prism.h"
PRISM_KERNEL(six, PRISM_REQUIRES(GRID(1), BLOCK(6), BLOCK(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(6)) {
        PRISM_GROUP(BLOCK(5)) { /* error P010 */
            (void)n;
        }
    }
}
/*
 * check-name: Fig. 7, second program: group(block[5]) inside block[6]
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
fig7_group_not_dividing.cu:9:21: error: group(block[5]) does not evenly divide the code perspective block[6]: the units would not tile it [P010]
fig7_group_not_dividing.cu:9:21: note: at stake: the group's units would not all exist in every launch, so collectives and barriers inside it would wait for missing threads
fig7_group_not_dividing.cu:9:21: note: fix: group by a unit no broader than the code and dividing it (PRISM_GROUP(THREAD(1)) or WARP(1) inside block code), or add it to the bound (PRISM_REQUIRES)
fig7_group_not_dividing.cu:9:21: note: see: prism-check --explain P010
 * check-error-end
 */
