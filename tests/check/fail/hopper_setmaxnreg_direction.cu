/*
 * hopper_setmaxnreg_direction.cu - setmaxnreg.inc raises a warpgroup's
 * register count from the current one and .dec lowers it (PTX ISA): with
 * BLOCKDIM(384, 1) every thread starts with 168, so inc(160) and dec(176)
 * go the wrong way (P120; red-team A4's note).  The legal shape, inc(232)
 * and dec(40), is SPEC 8.2's hopper-setmaxnreg example.
 */
#include "prism.h"

PRISM_KERNEL(ws_dir, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(160); } /* error P120 */
            PRISM_CASE(1) { prism_setmaxnreg_dec(176); } /* error P120 */
        }
    }
}

/*
 * check-name: P120: setmaxnreg.inc below, and .dec above, the entry count
 * check-exit-value: 1
 *
 * check-error-start
hopper_setmaxnreg_direction.cu:14:50: error: 'prism_setmaxnreg_inc(160)' lowers the count: threads start with 168 registers (BLOCKDIM(384, 1)), and setmaxnreg.inc only raises it; use prism_setmaxnreg_dec(160) [P120]
hopper_setmaxnreg_direction.cu:14:50: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
hopper_setmaxnreg_direction.cu:14:50: note: see: prism-check --explain P120
hopper_setmaxnreg_direction.cu:15:50: error: 'prism_setmaxnreg_dec(176)' raises the count: threads start with 168 registers (BLOCKDIM(384, 1)), and setmaxnreg.dec only lowers it; use prism_setmaxnreg_inc(176) [P120]
hopper_setmaxnreg_direction.cu:15:50: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
 * check-error-end
 */
