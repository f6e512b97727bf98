/*
 * adv_hop_setmaxnreg_callee_n.cu - the warp-specialised roles factored into a device function written
 * for the 384-thread kernel (two consumer warpgroups, one producer), reused
 * from a 256-thread variant.  In 256 threads the producer arm would be
 * threads 256-383, which do not exist, and the counts were computed for
 * 384 x 168.  SPEC 8.2: "a kernel that calls it pins the same k (P121 at
 * the call; the same n is P070's)".
 */
#include "prism.h"

PRISM_DEVICE(void, ws_roles, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARPGROUP) {
        PRISM_CASE(2) { prism_setmaxnreg_inc(232); }
        PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
    }
}

PRISM_KERNEL(small_variant, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(ws_roles); /* error P070 */
    }
}
/*
 * check-name: adversarial: hopper: a 384-thread setmaxnreg role function called from a 256-thread kernel (P070)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_callee_n.cu:24:9: error: 'ws_roles' requires a block of exactly 384 threads, but this code runs in blocks of exactly 256 (BLOCKDIM(256)) [P070]
adv_hop_setmaxnreg_callee_n.cu:11:30: note: 'ws_roles' declares its bound here
adv_hop_setmaxnreg_callee_n.cu:24:9: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_hop_setmaxnreg_callee_n.cu:24:9: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_hop_setmaxnreg_callee_n.cu:24:9: note: see: prism-check --explain P070
 * check-error-end
 */
