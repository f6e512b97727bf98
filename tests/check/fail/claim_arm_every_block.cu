/*
 * claim_arm_every_block.cu - a claim to one thread whose owning arm is a
 * thread split of grid or block[2] code (SPEC 6.4 P064; red team rt14):
 * such a split splits every block, so its PRISM_CASE(1) is thread 0 of
 * every block, and each of them would own (and write) the claimed memory.
 * A claim inside the block's own code is pass/claim_arm_under_group_ok.cu.
 */
#include "prism.h"

PRISM_KERNEL(grid_claim, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_CLAIM(c, out, THREAD(1)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(1) { c[0] += 1; c[1 + b] = b + 10; } /* error P064 */
        }
    }
}

PRISM_KERNEL(pair_claim, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(2)) const int p = (int)PRISM_ID(BLOCK(2));
    PRISM_PARTITION(ob, out, BLOCK(2), p) {
        PRISM_GROUP(BLOCK(2)) {
            PRISM_CLAIM(c, ob, THREAD(1)) {
                PRISM_SPLIT(THREAD) {
                    PRISM_CASE(1) { c[0] += 1; } /* error P064 */
                }
            }
        }
    }
}

/*
 * check-name: a claim's arm in a thread split of grid or block[2] code is one arm per block (P064)
 * check-exit-value: 1
 *
 * check-error-start
claim_arm_every_block.cu:16:29: error: claimed 'c' (thread[1]) used in code at thread[1]: a claim is used only inside the one thread[1] split arm that owns it [P064]
claim_arm_every_block.cu:14:5: note: claimed here
claim_arm_every_block.cu:16:29: note: the arm is repeated inside the claim (a PRISM_GROUP the claim encloses repeats it once per unit; a thread split of grid or block[m] code, once per block): every copy of the arm would own 'c'
claim_arm_every_block.cu:16:29: note: at stake: the claimed memory would be used by units that do not own it
claim_arm_every_block.cu:16:29: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
claim_arm_every_block.cu:16:29: note: see: prism-check --explain P064
claim_arm_every_block.cu:16:40: error: claimed 'c' (thread[1]) used in code at thread[1]: a claim is used only inside the one thread[1] split arm that owns it [P064]
claim_arm_every_block.cu:14:5: note: claimed here
claim_arm_every_block.cu:16:40: note: the arm is repeated inside the claim (a PRISM_GROUP the claim encloses repeats it once per unit; a thread split of grid or block[m] code, once per block): every copy of the arm would own 'c'
claim_arm_every_block.cu:16:40: note: at stake: the claimed memory would be used by units that do not own it
claim_arm_every_block.cu:16:40: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
claim_arm_every_block.cu:29:37: error: claimed 'c' (thread[1]) used in code at thread[1]: a claim is used only inside the one thread[1] split arm that owns it [P064]
claim_arm_every_block.cu:27:13: note: claimed here
claim_arm_every_block.cu:29:37: note: the arm is repeated inside the claim (a PRISM_GROUP the claim encloses repeats it once per unit; a thread split of grid or block[m] code, once per block): every copy of the arm would own 'c'
claim_arm_every_block.cu:29:37: note: at stake: the claimed memory would be used by units that do not own it
claim_arm_every_block.cu:29:37: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
 * check-error-end
 */
