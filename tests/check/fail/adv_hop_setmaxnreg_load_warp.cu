/*
 * adv_hop_setmaxnreg_load_warp.cu - "only the TMA warp needs few registers": the block is split by
 * warp, two consumer warpgroups (8 warps) raise their count and the single
 * load warp lowers its own.  setmaxnreg.sync.aligned must be executed by
 * all threads of a warpgroup; a lone warp's setmaxnreg is undefined, and
 * the three idle warps of its warpgroup keep their registers.  SPEC 8 /
 * 8.2: prism_setmaxnreg* run on thread[128]; a thread[32] arm cannot run
 * it: P080.  (The counts fit: 256 x 184 + 32 x 40 + 96 x 168 = 64512.)
 */
#include "prism.h"

PRISM_KERNEL(load_warp, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(8) { prism_setmaxnreg_inc(184); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); } /* error P080 */
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg by a single load warp (P080)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_load_warp.cu:18:29: error: 'prism_setmaxnreg_dec' is a thread[128] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
adv_hop_setmaxnreg_load_warp.cu:18:29: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_hop_setmaxnreg_load_warp.cu:18:29: note: fix: call it where whole thread[128] units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32], or in a group of that size (PRISM_GROUP(WARPGROUP(1)) { ... })
adv_hop_setmaxnreg_load_warp.cu:18:29: note: see: prism-check --explain P080
 * check-error-end
 */
