/*
 * adv_ok_macro_preinclude.cu - the macros of the pre-included
 * ../fail/adv_macro_preinclude.h used where they are right: CTA_SYNC() in
 * block[1] code, WARP_SYNC() and WARP_BCAST in whole-warp code (a
 * broadcast from a constant lane: uniform over the warp), LANE_ID and
 * WARP_ID taken in the enclosing code before the groups.
 */
#include "prism.h"

PRISM_DEVICE(void, block_stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const int w = WARP_ID;
    CTA_SYNC();
    PRISM_PARTITION(ow, out, THREAD(32), w * 32) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int l = LANE_ID;
            PRISM_AT(THREAD(32)) const float first = WARP_BCAST(v, 0);
            WARP_SYNC();
            PRISM_PARTITION(o, ow, THREAD(1), l) {
                PRISM_GROUP(THREAD(1)) { o[0] = first + v; }
            }
        }
    }
}
/*
 * check-name: adversarial legal: macros of a -include'd header at the right perspectives
 * check-command: prism-check -include ../fail/adv_macro_preinclude.h $file
 *
 * check-error-start
 * check-error-end
 */
