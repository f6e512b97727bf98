/* A thread[1] claim used by PRISM_ONE (thread 0) and by a PRISM_ONE inside
 * the second arm of a thread split nested in a warp split (thread 16): two
 * owners (red team rt21: the inner PRISM_ONE's thread was counted from its
 * own arm, 0, so both looked like thread 0).  Arms are compared as threads
 * of the block however deep they nest. */
#include "prism.h"
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(1)), PRISM_SMEM(64 * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 64) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, cell, 4);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int x = -1;
            PRISM_CLAIM(c, cell, THREAD(1)) {
                PRISM_ONE { c[0] = 7; }
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_SPLIT(THREAD) {
                            PRISM_CASE(16) { }
                            PRISM_CASE(16) {
                                PRISM_ONE { x = c[0]; } /* error P063 */
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
 * check-name: a thread[1] claim used by PRISM_ONE and by PRISM_ONE in the second arm of a nested split
 * check-exit-value: 1
 *
 * check-error-start
claim_nested_one_in_arm.cu:23:49: error: claimed 'c' is used by threads 16 to 16 here and by threads 0 to 0 before: a claim belongs to one group [P063]
claim_nested_one_in_arm.cu:17:29: note: first used here
claim_nested_one_in_arm.cu:23:49: note: at stake: both arms would own the same memory at once
claim_nested_one_in_arm.cu:23:49: note: fix: claim inside the one arm that uses it, or claim separately in each arm
claim_nested_one_in_arm.cu:23:49: note: see: prism-check --explain P063
 * check-error-end
 */
