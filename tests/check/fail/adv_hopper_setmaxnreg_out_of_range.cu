/*
 * adv_hopper_setmaxnreg_out_of_range.cu - "give the one consumer warpgroup everything": 264 registers, past
 * the 255 a thread can address and the 256 setmaxnreg accepts; and a
 * producer that asks for 8.  PTX: the count is 24..256.  SPEC 8.2 P120.
 */
#include "prism.h"

PRISM_KERNEL(out_of_range, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_setmaxnreg_inc(264); (void)n; /* error P120 */ }
            PRISM_CASE(1) { prism_setmaxnreg_dec(8); /* error P120 */ }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg 264 and 8, outside 24..256 (P120)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_setmaxnreg_out_of_range.cu:13:50: error: 'prism_setmaxnreg_inc(264)': the register count must be a multiple of 8 from 24 to 256 [P120]
adv_hopper_setmaxnreg_out_of_range.cu:13:50: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
adv_hopper_setmaxnreg_out_of_range.cu:13:50: note: see: prism-check --explain P120
adv_hopper_setmaxnreg_out_of_range.cu:14:50: error: 'prism_setmaxnreg_dec(8)': the register count must be a multiple of 8 from 24 to 256 [P120]
adv_hopper_setmaxnreg_out_of_range.cu:14:50: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
 * check-error-end
 */
