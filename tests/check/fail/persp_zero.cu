/*
 * persp_zero.cu - a perspective of size zero, and a split arm of zero
 */
#include "prism.h"
PRISM_DEVICE(void, zero, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(0)) { /* error P001 */
    }
    PRISM_SPLIT(WARP) {
        PRISM_CASE(0) { } /* error P001 */
    }
}
/*
 * check-name: a perspective of size zero, and a split arm of zero
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
persp_zero.cu:7:17: error: perspective size must be a positive constant, not 0 [P001]
persp_zero.cu:7:17: note: fix: give the level a positive count: THREAD(1), WARP(1), PRISM_CASE(1)
persp_zero.cu:7:17: note: see: prism-check --explain P001
persp_zero.cu:10:20: error: split arm of 0 WARP units: an arm size must be positive [P001]
persp_zero.cu:10:20: note: fix: give the level a positive count: THREAD(1), WARP(1), PRISM_CASE(1)
 * check-error-end
 */
