/*
 * fig1_mma_split30.cu - Fig. 1 with tid < 30 as a split: an arm of 30 threads
 */
#include "prism.h"
PRISM_DEVICE(void, fig1, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_SPLIT(THREAD) {
        PRISM_CASE(30) { /* error P020 */
            /* Not checked further: the arm's perspective is void. */
            PRISM_AT(THREAD(1)) float a[4] = {0}, b[2] = {0}, c[4] = {0};
            prism_mma_m16n8k8_tf32(c, a, b, c);
        }
    }
}
/*
 * check-name: Fig. 1 with tid < 30 as a split: an arm of 30 threads
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
fig1_mma_split30.cu:8:20: error: split arm of 30 THREAD units does not divide the 32 available: its units would not be aligned [P020]
fig1_mma_split30.cu:8:20: note: at stake: the arm would name units that the launch does not have
fig1_mma_split30.cu:8:20: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
fig1_mma_split30.cu:8:20: note: see: prism-check --explain P020
 * check-error-end
 */
