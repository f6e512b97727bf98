/*
 * fig10_thread3.cu - Fig. 10 as printed: thread[3] straddles warps
 */
#include "prism.h"
PRISM_DEVICE(void, fig10, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    /* The arms below are not checked: the group's perspective is void. */
    PRISM_GROUP(THREAD(3)) { /* error P002 */
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(1) { }
            PRISM_CASE(2) { }
        }
    }
    PRISM_GROUP(THREAD(48)) { /* error P002 */
    }
}
/*
 * check-name: Fig. 10 as printed: thread[3] straddles warps
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
fig10_thread3.cu:8:17: error: thread[3] neither divides a warp nor is whole warps: its units straddle warps [P002]
fig10_thread3.cu:8:17: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
fig10_thread3.cu:8:17: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
fig10_thread3.cu:8:17: note: see: prism-check --explain P002
fig10_thread3.cu:14:17: error: thread[48] neither divides a warp nor is whole warps: its units straddle warps [P002]
fig10_thread3.cu:14:17: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
fig10_thread3.cu:14:17: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
 * check-error-end
 */
