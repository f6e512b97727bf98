/*
 * adv_h5_nvvm_builtins.cu - clang's NVVM builtins for barriers, shuffles
 * and votes, called in thread[1] code under a per-thread condition.
 *
 * clang (CUDA mode) defines CUDA's own __syncthreads, __syncwarp,
 * __shfl_sync and __ballot_sync on top of these builtins, and a
 * developer porting clang-compiled code may call them directly:
 * `__nvvm_bar_sync(0)` and `__nvvm_barrier_sync(id)` are bar.sync (the
 * block, or a named barrier), `__nvvm_barrier_sync_cnt(id, n)` a named
 * barrier of n threads, `__nvvm_bar0_popc` is __syncthreads_count,
 * `__nvvm_bar_warp_sync` __syncwarp, `__nvvm_shfl_sync_idx_i32` a shuffle
 * and `__nvvm_vote_ballot_sync` a ballot.  Here only the threads with
 * x > 0 reach them: the rest of the block (or warp) never arrives (a
 * hang or undefined behaviour).  SPEC 8: raw spellings are checked as
 * the DSL ones, and "PTX instructions without a spelling here ... are
 * reached through PRISM_UNSAFE functions with the right signature"; the
 * table already lists clang's `__nvvm_read_ptx_sreg_*` reads, but not
 * these.  Unlisted, they are taken for plain C calls and accepted
 * anywhere (the h4 pass found the same for __uni_sync and the cluster
 * barriers, adv_h4_unlisted_collectives).  Marked P080 like those.
 */
#include "prism.h"

PRISM_DEVICE(int, h5_nvvm, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(THREAD(1)) {
        if (x > 0) {
            __nvvm_bar_sync(0); /* error P080 */
            __nvvm_barrier_sync(1); /* error P080 */
            __nvvm_barrier_sync_cnt(1, 64); /* error P080 */
            r += __nvvm_bar0_popc(x); /* error P080 */
            __nvvm_bar_warp_sync(0xffffffffu); /* error P080 */
            r += __nvvm_shfl_sync_idx_i32(0xffffffffu, x, 0, 31); /* error P080 */
            r += (int)__nvvm_vote_ballot_sync(0xffffffffu, x > 1); /* error P080 */
        }
    }
    return r;
}
/*
 * check-name: adversarial h5 (hole): clang's NVVM barrier, shuffle and vote builtins in divergent thread code
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_nvvm_builtins.cu:30:13: error: '__nvvm_bar_sync' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h5_nvvm_builtins.cu:30:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:30:13: note: fix: call it where whole block[1] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], or in a group of that size (PRISM_GROUP(BLOCK(1)) { ... })
adv_h5_nvvm_builtins.cu:30:13: note: see: prism-check --explain P080
adv_h5_nvvm_builtins.cu:31:13: error: '__nvvm_barrier_sync' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h5_nvvm_builtins.cu:31:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:31:13: note: fix: call it where whole block[1] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], or in a group of that size (PRISM_GROUP(BLOCK(1)) { ... })
adv_h5_nvvm_builtins.cu:31:33: error: '__nvvm_barrier_sync' with a barrier id other than 0: ids 1-15 are the named barriers prism-check gives units narrower than the block, and a barrier of the same id would count both; use __syncthreads(), or PRISM_SYNC() in the unit's code [P080]
adv_h5_nvvm_builtins.cu:31:33: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:31:33: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_h5_nvvm_builtins.cu:33:18: error: '__nvvm_bar0_popc' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h5_nvvm_builtins.cu:33:18: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:33:18: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at block[1], by every thread of the unit, and use its result inside (v = __nvvm_bar0_popc(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_h5_nvvm_builtins.cu:34:13: error: '__nvvm_bar_warp_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h5_nvvm_builtins.cu:34:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:34:13: note: fix: call it where whole thread[32] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], or in a group of that size (PRISM_GROUP(THREAD(32)) { ... })
adv_h5_nvvm_builtins.cu:35:18: error: '__nvvm_shfl_sync_idx_i32' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h5_nvvm_builtins.cu:35:18: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:35:18: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __nvvm_shfl_sync_idx_i32(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_h5_nvvm_builtins.cu:36:23: error: '__nvvm_vote_ballot_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_h5_nvvm_builtins.cu:36:23: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:36:23: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __nvvm_vote_ballot_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_h5_nvvm_builtins.cu:32:13: error: '__nvvm_barrier_sync_cnt' is clang's named barrier for a count of threads (__barrier_sync_count), whose ids the checker gives units narrower than the block, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_SYNC() in the unit's code, or __syncthreads() in block[1] code [P080]
adv_h5_nvvm_builtins.cu:32:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_nvvm_builtins.cu:32:13: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
 * check-error-end
 */
