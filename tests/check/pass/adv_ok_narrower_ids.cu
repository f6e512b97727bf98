/*
 * adv_ok_narrower_ids.cu - PRISM_ID of a unit strictly narrower than the
 * code (thread[4] quads inside a warp, thread[8] inside a thread[32]
 * function, block[1] at grid level): none is the code's own level.
 */
#include "prism.h"

PRISM_DEVICE(int, quad, PRISM_REQUIRES(THREAD(32), THREAD(8), THREAD(4)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(4)) const int q = (int)PRISM_ID(THREAD(4));
    PRISM_AT(THREAD(8)) const int o = (int)PRISM_ID(THREAD(8));
    return q * 10 + o;
}

PRISM_KERNEL(narrow, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32), THREAD(8), THREAD(4)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(THREAD(32)) {
        r = PRISM_CALL(quad) + b;
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial legal: ids of narrower units than the code, at every level
 *
 * check-error-start
 * check-error-end
 */
