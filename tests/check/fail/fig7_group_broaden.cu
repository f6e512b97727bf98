/*
 * fig7_group_broaden.cu - Fig. 7, first program: group(block[1]) inside thread[2]
 */
#include "prism.h"
PRISM_DEVICE(void, broaden, PRISM_REQUIRES(BLOCK(1), THREAD(2)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(2)) {
        PRISM_GROUP(BLOCK(1)) { /* error P010 */
        }
    }
}
/*
 * check-name: Fig. 7, first program: group(block[1]) inside thread[2]
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
fig7_group_broaden.cu:8:21: error: group(block[1]) is broader than the code perspective thread[2]: a group can only narrow [P010]
fig7_group_broaden.cu:8:21: note: at stake: the group's units would not all exist in every launch, so collectives and barriers inside it would wait for missing threads
fig7_group_broaden.cu:8:21: note: fix: group by a unit no broader than the code and dividing it (PRISM_GROUP(THREAD(1)) or WARP(1) inside block code), or add it to the bound (PRISM_REQUIRES)
fig7_group_broaden.cu:8:21: note: see: prism-check --explain P010
 * check-error-end
 */
