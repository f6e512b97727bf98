/*
 * split_body.cu - statements between split arms, and an arm outside a split
 */
#include "prism.h"
PRISM_DEVICE(void, stray, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_SPLIT(THREAD) {
        out[0] = 1; /* error P023 */
        PRISM_CASE(32) { }
    }
}
/*
 * check-name: statements between split arms, and an arm outside a split
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
split_body.cu:9:9: error: a split body holds only PRISM_CASE arms; this statement would run outside every arm [P023]
split_body.cu:9:9: note: fix: put only PRISM_CASE(n) { ... } arms directly inside PRISM_SPLIT(level) { ... }
split_body.cu:9:9: note: see: prism-check --explain P023
 * check-error-end
 */
