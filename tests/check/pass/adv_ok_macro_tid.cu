/*
 * adv_ok_macro_tid.cu - the CUDA habit #define TID, spelled with PRISM_ID
 * so the checker knows its perspective; used only in per-thread code.
 */
#include "prism.h"

#define TID ((int)PRISM_ID(THREAD(1)))
#define LANE (TID % 32)

PRISM_DEVICE(void, ids, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = TID;
    PRISM_AT(THREAD(1)) const int l = LANE;
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = l; }
    }
}
/*
 * check-name: adversarial legal: a TID macro built on PRISM_ID
 *
 * check-error-start
 * check-error-end
 */
