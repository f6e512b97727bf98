/* expect: P032 */
/* form: PRISM_DEVICE warp helper returns early for some lanes, then shuffles; kernel calls it */
#include "prism.h"
PRISM_DEVICE(float, helper, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    if (v < 0.0f) /* error P032 */
        return 0.0f;
    return prism_shfl_xor(v, 1);
}
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const float v = (float)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(BLOCK(1)) { r = PRISM_CALL(helper, v); }
    (void)r; (void)out;
}
/*
 * check-name: red team A8 (convergence): PRISM_DEVICE warp helper returns early for some lanes, then shuffles; kernel calls it
 * check-exit-value: 1
 *
 * check-error-start
a8_return_lane_prism_helper.cu:6:9: error: the condition of 'if' reads 'v' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_return_lane_prism_helper.cu:4:91: note: 'v' is declared thread[1] here
a8_return_lane_prism_helper.cu:6:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_return_lane_prism_helper.cu:6:9: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
a8_return_lane_prism_helper.cu:6:9: note: see: prism-check --explain P032
 * check-error-end
 */
