/*
 * adv_ok_shfl_broadcast.cu - `n = prism_shfl(x, 0)` broadcasts lane 0's
 * count to the whole warp, then steers a warp loop with a __syncwarp in it.
 * Legal: with the full mask (P083 guarantees it at thread[32]) and a
 * warp-uniform source lane every lane receives the same, defined value, so
 * the result is thread[32] (SPEC 5.2).  The look-alikes below keep the
 * per-lane cases thread[1]: see fail/adv_flow_shfl_per_lane.cu.
 */
#include "prism.h"

PRISM_DEVICE(void, loop_n, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const int n = prism_shfl(x, 0);
    PRISM_AT(THREAD(32)) const int m = __shfl_sync(0xffffffffu, x, n & 31);
    PRISM_AT(THREAD(16)) const int h = prism_shfl_w(x, 3, 16);
    for (int i = 0; i < n + m; i++)
        prism_syncwarp();
    (void)h;
}
/*
 * check-name: adversarial: a shuffle from a uniform lane is a warp-uniform broadcast
 */
