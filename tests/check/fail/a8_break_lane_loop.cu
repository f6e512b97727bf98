/* expect: P032 */
/* form: break under a per-lane data test inside a loop whose body runs a shuffle */
#include "prism.h"
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int i = 0; i < 5; i++) {
        if (s > 100.0f) /* error P032 */
            break;
        s += prism_shfl_xor(s, 1 << i);
    }
    return s;
}
/*
 * check-name: red team A8 (convergence): break under a per-lane data test inside a loop whose body runs a shuffle
 * check-exit-value: 1
 *
 * check-error-start
a8_break_lane_loop.cu:8:13: error: the condition of 'if' reads 's' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_break_lane_loop.cu:6:31: note: 's' is declared thread[1] here
a8_break_lane_loop.cu:8:13: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_break_lane_loop.cu:8:13: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
a8_break_lane_loop.cu:8:13: note: see: prism-check --explain P032
 * check-error-end
 */
