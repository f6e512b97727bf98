/*
 * adv_hop_wgmma_block192.cu - a 96-row tile "six warps, 16 rows each" in a 192-thread block, the
 * wgmma protocol written in block code as if the block were warpgroups:
 * threads 128-191 are half a warpgroup, and wgmma.sync.aligned on a
 * partial warpgroup never completes.  SPEC 8: a thread[128] intrinsic in
 * broader code runs once per aligned unit, legal only where thread[128] is
 * derivable from the bound; BLOCKDIM(192) (thread[192]) is no multiple of
 * 128: P080.
 */
#include "prism.h"

PRISM_KERNEL(six_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(192), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence(); /* error P080 */
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P080 */
            prism_wgmma_commit(); /* error P080 */
            prism_wgmma_wait(0); /* error P080 */
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: wgmma in a 192-thread block, the last warpgroup half there (P080)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_block192.cu:20:13: error: 'prism_wgmma_fence' is a thread[128] collective; code here is {block[1], thread[192], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_block192.cu:20:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_block192.cu:20:13: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_hop_wgmma_block192.cu:20:13: note: see: prism-check --explain P080
adv_hop_wgmma_block192.cu:21:13: error: 'prism_wgmma_m64n64k16_f32_bf16' is a thread[128] collective; code here is {block[1], thread[192], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_block192.cu:21:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_block192.cu:21:13: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_hop_wgmma_block192.cu:22:13: error: 'prism_wgmma_commit' is a thread[128] collective; code here is {block[1], thread[192], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_block192.cu:22:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_block192.cu:22:13: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_hop_wgmma_block192.cu:23:13: error: 'prism_wgmma_wait' is a thread[128] collective; code here is {block[1], thread[192], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_block192.cu:23:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_block192.cu:23:13: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
 * check-error-end
 */
