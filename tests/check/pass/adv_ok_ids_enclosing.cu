/*
 * adv_ok_ids_enclosing.cu - the right way to do adv_id_own_*: the block
 * id at grid level, the warp id at block level, the lane at warp level,
 * each used inside the narrower group.
 */
#include "prism.h"

PRISM_KERNEL(ids, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_GROUP(THREAD(1)) { o[0] = blk * 10000 + warp * 100 + lane; }
            }
        }
    }
}
/*
 * check-name: adversarial legal: ids taken in the enclosing scope and used inside
 *
 * check-error-start
 * check-error-end
 */
