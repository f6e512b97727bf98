/*
 * fig9_split_sum.cu - Fig. 9: arms of 4 and 1 threads from thread[4]
 */
#include "prism.h"
PRISM_DEVICE(void, fig9, PRISM_REQUIRES(BLOCK(1), THREAD(4)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(4)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(4) { }
            PRISM_CASE(1) { } /* error P022 */
        }
    }
}
/*
 * check-name: Fig. 9: arms of 4 and 1 threads from thread[4]
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
fig9_split_sum.cu:10:24: error: split arms need 5 THREAD units but only 4 are available: arms run in parallel [P022]
fig9_split_sum.cu:10:24: note: at stake: arms past the end of the unit would run on threads that do not exist
fig9_split_sum.cu:10:24: note: fix: make the arms' sizes add up to at most the units available, or split a broader level
fig9_split_sum.cu:10:24: note: see: prism-check --explain P022
 * check-error-end
 */
