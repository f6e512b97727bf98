/*
 * claim_arm_under_group_ok.cu - the legal look-alikes of
 * fail/claim_arm_under_group.cu: the owning arm entered directly inside
 * the claim (PRISM_ONE; a warp's PRISM_CASE, then its threads), and a
 * claim made inside the group, so that each unit of the group claims its
 * own memory (a warp's slice, claimed for its lane 0).
 */
#include "prism.h"

PRISM_KERNEL(claim_arm_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, cell, 4);
            PRISM_SHARED(int, slices, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
            PRISM_AT(THREAD(1)) int acc = 0;
            PRISM_CLAIM(c, cell, THREAD(1)) {
                PRISM_ONE { c[0] = 7 + b; }
                PRISM_ONE { c[1] = c[0] + 1; }
            }
            PRISM_CLAIM(w, cell, THREAD(32)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_GROUP(THREAD(1)) { acc += w[t % 2]; }
                    }
                }
            }
            PRISM_PARTITION(ws, slices, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_CLAIM(l, ws, THREAD(1)) {
                        PRISM_ONE { l[0] = warp; }
                    }
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = acc + slices[(t / 32) * 32]; }
            }
        }
    }
}

/*
 * check-name: a claim's owning arm entered directly, and claims made inside a group
 *
 * check-error-start
 * check-error-end
 */
