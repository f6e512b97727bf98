/*
 * adv_macro_sync_h_barriers.cu - the barrier functions of prism/sync.h
 * (the ones the checker writes into its output) called by user code in
 * groups that cannot run them (SPEC 1, 8, 8.1; P080).
 *
 * include/prism/sync.h says "user code may call them too"; each is a raw
 * collective behind a function or macro name: prism_sync_block() is
 * __syncthreads(), prism_sync_warp() is __syncwarp(0xffffffff),
 * prism_sync_named_id(id, n) is bar.sync id, n.  Written raw, each line
 * below is P080 (a block collective in one warp's arm; a full-warp
 * __syncwarp in a 16-lane unit: SPEC 8.1, "a constant mask there is
 * P080").  Through the sync.h names the checker accepts them:
 *   - prism_sync_block() in warp 0's arm: warp 1 never arrives at bar.sync
 *     0 -> the block hangs;
 *   - prism_sync_warp() in thread[16] code: each half-warp names lanes that
 *     are not its own (undefined on sm_70+);
 *   - prism_sync_named_id(1, 64) run by one 32-thread arm: waits for 64
 *     threads, 32 come -> hang.
 * SPEC 1: "every collective runs on exactly the aligned group of threads
 * it needs".
 *
 * Seen in the emulator (checked build, called from a block[1] kernel, one
 * block of 64): "threads 0-31 of block 0 wait at __syncthreads (barrier 0:
 * 32 of 64 threads arrived) ... but threads 32-63 returned from the kernel
 * [barrier-exit]" at prism_sync_block().
 */
#include "prism.h"

PRISM_DEVICE(void, sync_h_barriers, PRISM_REQUIRES(BLOCK(1), THREAD(64), WARP(1), THREAD(16)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(16)) {
        prism_sync_warp();                   /* error P080 */
    }
    PRISM_SPLIT(WARP) {
        PRISM_CASE(1) {
            prism_sync_block();              /* error P080 */
        }
        PRISM_CASE(1) { }
    }
    PRISM_SPLIT(WARP) {
        PRISM_CASE(1) {
            prism_sync_named_id(1, 64);      /* error P080 */
        }
    }
}
/*
 * check-name: adversarial buggy: prism/sync.h barriers (prism_sync_block, prism_sync_warp, prism_sync_named_id) in groups that cannot run them
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_sync_h_barriers.cu:32:9: error: 'prism_sync_warp' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
adv_macro_sync_h_barriers.cu:32:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_sync_h_barriers.cu:32:9: note: fix: call it where whole thread[32] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[16], or in a group of that size (PRISM_GROUP(THREAD(32)) { ... })
adv_macro_sync_h_barriers.cu:32:9: note: see: prism-check --explain P080
adv_macro_sync_h_barriers.cu:36:13: error: 'prism_sync_block' is a block[1] collective; code here is {thread[32], thread[16]}, which cannot run it as whole aligned units [P080]
adv_macro_sync_h_barriers.cu:36:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_sync_h_barriers.cu:36:13: note: fix: call it where whole block[1] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32], or in a group of that size (PRISM_GROUP(BLOCK(1)) { ... })
adv_macro_sync_h_barriers.cu:42:13: error: 'prism_sync_named_id' is a named barrier the checker allocates, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_SYNC(), or __syncthreads() in block[1] code [P080]
adv_macro_sync_h_barriers.cu:42:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_sync_h_barriers.cu:42:13: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
 * check-error-end
 */
