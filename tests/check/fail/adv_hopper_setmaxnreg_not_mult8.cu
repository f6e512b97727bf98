/*
 * adv_hopper_setmaxnreg_not_mult8.cu - register counts tuned by hand to "just fit" the budget: 228 and
 * 36 are not multiples of 8.  PTX: setmaxnreg's imm-reg-count must be in
 * 24..256 and a multiple of 8; ptxas rejects the instruction.  SPEC 8.2
 * P120.
 */
#include "prism.h"

PRISM_KERNEL(not_mult8, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(228); (void)n; /* error P120 */ }
            PRISM_CASE(1) { prism_setmaxnreg_dec(36); /* error P120 */ }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg counts 228 and 36, not multiples of 8 (P120)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_not_mult8.cu:14:50: error: 'prism_setmaxnreg_inc(228)': the register count must be a multiple of 8 from 24 to 256 [P120]
adv_hopper_setmaxnreg_not_mult8.cu:14:50: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
adv_hopper_setmaxnreg_not_mult8.cu:14:50: note: see: prism-check --explain P120
adv_hopper_setmaxnreg_not_mult8.cu:15:50: error: 'prism_setmaxnreg_dec(36)': the register count must be a multiple of 8 from 24 to 256 [P120]
adv_hopper_setmaxnreg_not_mult8.cu:15:50: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
 * check-error-end
 */
