/*
 * adv_ok_hopper_enum_constants.cu - the counts and wait depths spelled as enumeration constants and
 * macros (integer constant expressions, what PTX's immediates are after
 * the preprocessor and the compiler's folding): setmaxnreg 232 and 40 as
 * REGS_MMA and REGS_LOAD, wait(DEPTH - 1) with DEPTH 1, a wgmma group
 * retired by wait(0) written as wait(IN_FLIGHT) with IN_FLIGHT 0.  SPEC
 * 8.2 P120, P125.
 */
#include "prism.h"

enum { REGS_MMA = 232, REGS_LOAD = 40, DEPTH = 1 };
#define IN_FLIGHT 0

PRISM_KERNEL(named_counts, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 384);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) {
                    prism_setmaxnreg_inc(REGS_MMA);
                    PRISM_GROUP(WARPGROUP(1)) {
                        PRISM_AT(THREAD(1)) float acc[32];
                        prism_wgmma_fence();
                        prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0);
                        prism_wgmma_commit();
                        prism_wgmma_wait(DEPTH - 1);
                        prism_wgmma_wait(IN_FLIGHT);
                        PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
                    }
                }
                PRISM_CASE(1) { prism_setmaxnreg_dec(REGS_LOAD); }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: setmaxnreg counts and wait depths as enum constants and macros
 *
 * check-error-start
 * check-error-end
 */
