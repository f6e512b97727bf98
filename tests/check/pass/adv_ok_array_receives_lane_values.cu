/*
 * adv_ok_array_receives_lane_values.cu - the legal look-alikes of
 * fail/adv_array_receives_lane_values.cu: the arrays that receive each
 * lane's values are each lane's own (no PRISM_AT, or THREAD(1)), and what
 * steers the warp is a vote over them.
 */
#include "prism.h"

PRISM_DEVICE(void, fill, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, dst, THREAD(1)),
             PRISM_PARAM(int, v, THREAD(1)))
{
    dst[0] = v;
}

PRISM_DEVICE(void, by_call, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, seed, THREAD(1)))
{
    int mine[1] = {0};
    PRISM_GROUP(THREAD(1)) {
        PRISM_CALL(fill, mine, seed);
    }
    PRISM_AT(THREAD(32)) const unsigned any = prism_ballot(mine[0] > 0);
    if (any)
        prism_syncwarp();
}

PRISM_DEVICE(void, by_mma, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(const float *, a, THREAD(1)),
             PRISM_PARAM(const float *, b, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float d[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    prism_mma_m16n8k8_tf32(d, a, b, d);
    PRISM_AT(THREAD(32)) const unsigned pos = prism_ballot(d[0] > 0.0f);
    if (pos)
        prism_syncwarp();
}
/*
 * check-name: adversarial legal: per-lane arrays filled by callees, a vote steers the warp
 *
 * check-error-start
 * check-error-end
 */
