/* The legal look-alike of fail/claim_warp_nested_arm.cu: a warp's claim
 * used by warp split's arm 0 and by the FIRST arm of a thread split nested
 * in a warp-group split: both are threads 0-31, one owner, however the
 * arms nest. */
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
                            PRISM_CASE(32) {
                                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                                PRISM_GROUP(THREAD(1)) { x = c[(l + 1) % 32]; }
                            }
                            PRISM_CASE(32) { }
                        }
                    }
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = x; } }
        }
    }
}
/*
 * check-name: a warp's claim used by warp 0 and by a nested arm of the same threads
 *
 * check-error-start
 * check-error-end
 */
