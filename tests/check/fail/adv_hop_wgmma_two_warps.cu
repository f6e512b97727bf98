/*
 * adv_hop_wgmma_two_warps.cu - an M = 32 tile given to "two warps, they are enough for 32 rows":
 * the block is split by warp and the first 64-thread arm issues the wgmma
 * protocol.  wgmma.*.sync.aligned needs all 128 threads of an aligned
 * warpgroup to execute the same instruction; warps 2-3 never arrive, so the
 * warpgroup hangs (or the result is undefined).  SPEC 8 / 8.2: prism_wgmma*
 * run on thread[128]; at thread[64] that is not derivable: P080.
 */
#include "prism.h"

PRISM_KERNEL(two_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    prism_wgmma_fence(); /* error P080 */
                    prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P080 */
                    prism_wgmma_commit(); /* error P080 */
                    prism_wgmma_wait(0); /* error P080 */
                    PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
                }
                PRISM_CASE(2) { }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: wgmma issued by a 64-thread warp arm (P080)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_two_warps.cu:21:21: error: 'prism_wgmma_fence' is a thread[128] collective; code here is {thread[64], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_two_warps.cu:21:21: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_two_warps.cu:21:21: note: fix: call it where whole thread[128] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[64], or in a group of that size (PRISM_GROUP(WARPGROUP(1)) { ... })
adv_hop_wgmma_two_warps.cu:21:21: note: see: prism-check --explain P080
adv_hop_wgmma_two_warps.cu:22:21: error: 'prism_wgmma_m64n64k16_f32_bf16' is a thread[128] collective; code here is {thread[64], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_two_warps.cu:22:21: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_two_warps.cu:22:21: note: fix: call it where whole thread[128] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[64], or in a group of that size (PRISM_GROUP(WARPGROUP(1)) { ... })
adv_hop_wgmma_two_warps.cu:23:21: error: 'prism_wgmma_commit' is a thread[128] collective; code here is {thread[64], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_two_warps.cu:23:21: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_two_warps.cu:23:21: note: fix: call it where whole thread[128] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[64], or in a group of that size (PRISM_GROUP(WARPGROUP(1)) { ... })
adv_hop_wgmma_two_warps.cu:24:21: error: 'prism_wgmma_wait' is a thread[128] collective; code here is {thread[64], thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_wgmma_two_warps.cu:24:21: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_wgmma_two_warps.cu:24:21: note: fix: call it where whole thread[128] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[64], or in a group of that size (PRISM_GROUP(WARPGROUP(1)) { ... })
 * check-error-end
 */
