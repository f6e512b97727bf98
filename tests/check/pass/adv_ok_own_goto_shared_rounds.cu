/*
 * adv_ok_own_goto_shared_rounds.cu - the look-alike of adv_own_grid_goto_retry on shared
 * memory: a backward goto repeats a partition of the block's tile, which a
 * block barrier can order (SPEC 6.6's P066 is for grid and block[m > 1]
 * memory only).
 */
#include "prism.h"

PRISM_DEVICE(void, goto_rounds, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(float *, out, THREAD(1)))
{
    PRISM_SHARED(float, tile, 32);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    int pass = 0;
again:
    PRISM_PARTITION(z, tile, THREAD(1), (t + pass) % 32) {
        PRISM_GROUP(THREAD(1)) { z[0] = (float)(t + pass); }
    }
    pass++;
    if (pass < 2)
        goto again;
    PRISM_GROUP(THREAD(1)) { out[0] = tile[(t + 1) % 32]; }
}
/*
 * check-name: adversarial (ownership): a shared tile partitioned again by a backward goto: block-level, so legal
 *
 * check-error-start
 * check-error-end
 */
