/*
 * adv_ok_partition_to_callee.cu - the per-thread slice of a shared tile is
 * passed to a helper that writes it: the parameter is thread[1], exactly
 * the argument's perspective, so ownership does not widen.
 */
#include "prism.h"

PRISM_DEVICE(void, fill4, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, THREAD(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    for (int k = 0; k < 4; k++)
        dst[k] = v + (float)k;
}

PRISM_DEVICE(float, staged, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_SHARED(float, tile, 1024);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 256;
    PRISM_PARTITION(mine, tile, THREAD(1), 4 * t) {
        PRISM_GROUP(THREAD(1)) { PRISM_CALL(fill4, mine, v); }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(4 * t + 5) % 1024];
    return r;
}
/*
 * check-name: adversarial legal: a thread's partition pointer handed to a thread[1] callee
 *
 * check-error-start
 * check-error-end
 */
