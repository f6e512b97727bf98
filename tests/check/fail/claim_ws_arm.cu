/*
 * claim_ws_arm.cu - a claim at thread[256] in a block of 384 is legal only
 * because a whole-block split's arm can be that unit (SPEC 6.4): not in a
 * block whose size is not pinned (P064), and still only in the one arm of
 * exactly thread[256] (P064 at a use from the 128-thread arm).
 */
#include "prism.h"

PRISM_KERNEL(unpinned, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(384), WARPGROUP(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, cbuf, 256);
        PRISM_CLAIM(c, cbuf, THREAD(256)) { /* error P064 */
            (void)n;
        }
    }
}

PRISM_KERNEL(wrong_arm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, cbuf, 256);
            PRISM_CLAIM(c, cbuf, THREAD(256)) {
                PRISM_SPLIT(WARPGROUP) {
                    PRISM_CASE(2) { }
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                        PRISM_GROUP(THREAD(1)) { o[0] = c[i]; } /* error P064 */
                    }
                }
            }
        }
    }
}
/*
 * check-name: a claim at a whole-block arm's size: only with BLOCKDIM, only in that arm
 * check-exit-value: 1
 *
 * check-error-start
claim_ws_arm.cu:14:30: error: claim target thread[256] cannot be derived from the perspective bound {block[1], thread[384], thread[128], thread[1]} [P064]
claim_ws_arm.cu:14:30: note: at stake: the claimed memory would be used by units that do not own it
claim_ws_arm.cu:14:30: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
claim_ws_arm.cu:14:30: note: see: prism-check --explain P064
claim_ws_arm.cu:32:57: error: claimed 'c' (thread[256]) used in code at thread[1]: a claim is used only inside the one thread[256] split arm that owns it [P064]
claim_ws_arm.cu:27:13: note: claimed here
claim_ws_arm.cu:32:57: note: at stake: the claimed memory would be used by units that do not own it
claim_ws_arm.cu:32:57: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
 * check-error-end
 */
