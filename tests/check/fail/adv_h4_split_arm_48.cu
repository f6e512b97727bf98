/*
 * adv_h4_split_arm_48.cu - split arms of 48 and 24 threads: SPEC 2.1's own
 * example of a straddling unit (thread[48], "one and a half warps"), made
 * by PRISM_CASE instead of PRISM_GROUP.
 *
 * A barrier of such an arm has no implementation: the named barrier
 * `bar.sync id, 48` needs a thread count that is a multiple of the warp
 * size (PTX), and __syncwarp cannot reach two warps.  SPEC 2.1 (P002),
 * SPEC 14 item 13.  PRISM_SYNC() in the arms is accepted today, with the
 * arms themselves, in a block pinned by BLOCKDIM(96) and in one that only
 * promises THREAD(96), and inside a three-warp arm.
 */
#include "prism.h"

PRISM_KERNEL(h4_arm48, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(96)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(48) { PRISM_SYNC(); }       /* error P002 */
            PRISM_CASE(48) { PRISM_SYNC(); }       /* error P002 */
        }
    }
    (void)n;
}

PRISM_DEVICE(void, h4_arms_unpinned, PRISM_REQUIRES(BLOCK(1), THREAD(96)), PRISM_SMEM(0))
{
    PRISM_SPLIT(THREAD) {
        PRISM_CASE(24) { PRISM_SYNC(); }           /* error P002 */
        PRISM_CASE(24) { }                         /* error P002 */
        PRISM_CASE(48) { PRISM_SYNC(); }           /* error P002 */
    }
}

/* Nested: halves of a three-warp arm. */
PRISM_DEVICE(void, h4_arms_nested, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARP) {
        PRISM_CASE(3) {
            PRISM_SPLIT(THREAD) {
                PRISM_CASE(48) { PRISM_SYNC(); }   /* error P002 */
                PRISM_CASE(48) { }                 /* error P002 */
            }
        }
    }
}
/*
 * check-name: adversarial h4 (hole): split arms of 48 and 24 threads
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_split_arm_48.cu:20:24: error: thread[48] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_48.cu:20:24: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_48.cu:20:24: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
adv_h4_split_arm_48.cu:20:24: note: see: prism-check --explain P002
adv_h4_split_arm_48.cu:21:24: error: thread[48] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_48.cu:21:24: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_48.cu:21:24: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
adv_h4_split_arm_48.cu:30:20: error: thread[24] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_48.cu:30:20: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_48.cu:30:20: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
adv_h4_split_arm_48.cu:31:20: error: thread[24] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_48.cu:31:20: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_48.cu:31:20: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
adv_h4_split_arm_48.cu:32:20: error: thread[48] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_48.cu:32:20: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_48.cu:32:20: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
adv_h4_split_arm_48.cu:42:28: error: thread[48] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_48.cu:42:28: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_48.cu:42:28: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
adv_h4_split_arm_48.cu:43:28: error: thread[48] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_48.cu:43:28: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_48.cu:43:28: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
 * check-error-end
 */
