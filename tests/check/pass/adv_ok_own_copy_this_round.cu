/*
 * adv_ok_own_copy_this_round.cu - the legal side of
 * fail/adv_own_keep_prev_round.cu: the outer pointer is assigned from the
 * round's part before it is used in that round's scope, so it always
 * holds this round's copy (SPEC 6.1); and a retry written as a backward
 * goto around block-level work is no grid reuse (fail/adv_own_grid_goto_retry
 * is the grid-level one).
 */
#include "prism.h"

PRISM_DEVICE(void, copy_this_round, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_SHARED(float, tile, 256);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float *cur = 0;
    for (int r = 0; r < rounds; r++) {
        PRISM_PARTITION(z, tile, THREAD(1), (t + r) % 32) {
            PRISM_GROUP(THREAD(1)) {
                cur = z;
                cur[0] += 1.0f;
            }
        }
    }
    int pass = 0;
again:
    PRISM_PARTITION(w, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { w[0] *= 2.0f; }
    }
    pass++;
    if (pass < 2)
        goto again;
}
/*
 * check-name: adversarial legal (ownership): an outer pointer copied from this round's part before its use; a goto retry of block-level work
 *
 * check-error-start
 * check-error-end
 */
