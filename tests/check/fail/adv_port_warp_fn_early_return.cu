/*
 * adv_port_warp_fn_early_return.cu - a warp-level helper ported with
 * CUDA's guard clause: `if (lane >= valid) return 0;` before the shuffle
 * reduction over the valid lanes.  The lanes past `valid` leave; the
 * remaining lanes' shuffles name the full warp and wait for lanes that
 * have returned (undefined on Volta: a hang or garbage).  The guard reads
 * a thread[1] value in the thread[32] function's code: P032.
 */
#include "prism.h"

PRISM_DEVICE(float, warp_sum_valid, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, valid, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    if (lane >= valid) /* error P032 */
        return 0.0f;
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 16; off > 0; off /= 2)
        s += __shfl_down_sync(0xffffffffu, s, off);
    return s;
}

PRISM_KERNEL(row_sums, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, cols, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int row = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(orow, out, THREAD(32), row) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) const float x = lane < cols ? in[row * cols + lane] : 0.0f;
            PRISM_AT(THREAD(1)) const float s = PRISM_CALL(warp_sum_valid, x, cols);
            PRISM_ONE_CLAIM(o1, orow) { o1[0] = s; }
        }
    }
}
/*
 * check-name: adversarial port: a warp helper's per-lane guard clause before its shuffles
 * check-exit-value: 1
 *
 * check-error-start
adv_port_warp_fn_early_return.cu:15:9: error: the condition of 'if' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_port_warp_fn_early_return.cu:14:35: note: 'lane' is declared thread[1] here
adv_port_warp_fn_early_return.cu:15:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
adv_port_warp_fn_early_return.cu:15:9: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
adv_port_warp_fn_early_return.cu:15:9: note: see: prism-check --explain P032
 * check-error-end
 */
