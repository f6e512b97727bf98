/*
 * claim_arm_under_group.cu - a claim's owner is one split arm of its
 * target, entered inside the claim; an arm inside a PRISM_GROUP that the
 * claim encloses is one arm per unit of the group.  PRISM_ONE under
 * PRISM_GROUP(THREAD(32)) is lane 0 of every warp: four owners of a
 * thread[1] claim, and the first PRISM_ONE's write raced with their reads
 * (red team rt12, hole_claim_one_under_group: accepted, and its
 * accesses, taken as one thread's, got no barrier).  The legal forms are
 * in pass/claim_arm_under_group_ok.cu.
 */
#include "prism.h"

PRISM_KERNEL(claim_under_group, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, cell, 4);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int acc = 0;
            PRISM_CLAIM(c, cell, THREAD(1)) {
                PRISM_ONE { c[0] = 7 + b; }
                PRISM_GROUP(THREAD(32)) {
                    PRISM_ONE { acc = c[0]; } /* error P064 */
                }
            }
            PRISM_CLAIM(w, cell, THREAD(32)) {
                PRISM_GROUP(THREAD(64)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(1) {
                            PRISM_GROUP(THREAD(1)) { acc += w[t % 4]; } /* error P064 */
                        }
                    }
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = acc; }
            }
        }
    }
}

/*
 * check-name: a claim's arm inside a group the claim encloses: one owner per unit of the group
 * check-exit-value: 1
 *
 * check-error-start
claim_arm_under_group.cu:25:39: error: claimed 'c' (thread[1]) used in code at thread[1]: a claim is used only inside the one thread[1] split arm that owns it [P064]
claim_arm_under_group.cu:22:13: note: claimed here
claim_arm_under_group.cu:25:39: note: the arm is repeated inside the claim (a PRISM_GROUP the claim encloses repeats it once per unit; a thread split of grid or block[m] code, once per block): every copy of the arm would own 'c'
claim_arm_under_group.cu:25:39: note: at stake: the claimed memory would be used by units that do not own it
claim_arm_under_group.cu:25:39: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
claim_arm_under_group.cu:25:39: note: see: prism-check --explain P064
claim_arm_under_group.cu:32:61: error: claimed 'w' (thread[32]) used in code at thread[1]: a claim is used only inside the one thread[32] split arm that owns it [P064]
claim_arm_under_group.cu:28:13: note: claimed here
claim_arm_under_group.cu:32:61: note: the arm is repeated inside the claim (a PRISM_GROUP the claim encloses repeats it once per unit; a thread split of grid or block[m] code, once per block): every copy of the arm would own 'w'
claim_arm_under_group.cu:32:61: note: at stake: the claimed memory would be used by units that do not own it
claim_arm_under_group.cu:32:61: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
 * check-error-end
 */
