/* A warp's claim (thread[32]) used by the first warp split's arm 0 (warp 0)
 * and by the second arm of a thread split nested in a warp-group split
 * (threads 32-63, warp 1): two owner warps (red team rt21: arms were
 * counted in their split's units, one warp against 32 threads, so the
 * nested arm was never compared). */
#include "prism.h"
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(128),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, cell, 32);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int x = -1;
            PRISM_CLAIM(c, cell, THREAD(32)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(z, c, THREAD(1), l) { PRISM_GROUP(THREAD(1)) { z[0] = 100 + l; } }
                    }
                }
                PRISM_SPLIT(WARPGROUP) {
                    PRISM_CASE(1) {
                        PRISM_SPLIT(THREAD) {
                            PRISM_CASE(32) { }
                            PRISM_CASE(32) {
                                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                                PRISM_GROUP(THREAD(1)) { x = c[(l + 1) % 32]; } /* error P063 */
                            }
                        }
                    }
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = x; } }
        }
    }
}
/*
 * check-name: a warp's claim used by warp 0 and by a nested arm of threads 32-63
 * check-exit-value: 1
 *
 * check-error-start
claim_warp_nested_arm.cu:29:62: error: claimed 'c' is used by threads 32 to 63 here and by threads 0 to 31 before: a claim belongs to one group [P063]
claim_warp_nested_arm.cu:20:44: note: first used here
claim_warp_nested_arm.cu:29:62: note: at stake: both arms would own the same memory at once
claim_warp_nested_arm.cu:29:62: note: fix: claim inside the one arm that uses it, or claim separately in each arm
claim_warp_nested_arm.cu:29:62: note: see: prism-check --explain P063
 * check-error-end
 */
