/*
 * fig1_mma_split_from1.cu - Fig. 1 with 1 <= tid < 33 as a split: a warp that starts at thread 1
 */
#include "prism.h"
PRISM_DEVICE(void, fig1, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0))
{
    PRISM_SPLIT(THREAD) {
        PRISM_CASE(1) { }
        PRISM_CASE(32) { /* error P021 */
            PRISM_AT(THREAD(1)) float a[4] = {0}, b[2] = {0}, c[4] = {0};
            prism_mma_m16n8k8_tf32(c, a, b, c);
        }
    }
}
/*
 * check-name: Fig. 1 with 1 <= tid < 33 as a split: a warp that starts at thread 1
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
fig1_mma_split_from1.cu:9:20: error: split arm of 32 THREAD units starts at unit 1, not a multiple of its size: it would not be aligned [P021]
fig1_mma_split_from1.cu:9:20: note: the arms are aligned largest first: PRISM_CASE(32), PRISM_CASE(1)
fig1_mma_split_from1.cu:9:20: note: at stake: an arm off its alignment straddles units, so no barrier of that level meets its threads
fig1_mma_split_from1.cu:9:20: note: fix: order the arms so that each starts at a multiple of its size (larger arms first)
fig1_mma_split_from1.cu:9:20: note: see: prism-check --explain P021
 * check-error-end
 */
