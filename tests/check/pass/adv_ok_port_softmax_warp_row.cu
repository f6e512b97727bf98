/*
 * adv_ok_port_softmax_warp_row.cu - the legal look-alike of
 * fail/adv_port_softmax_row_from_thread_id: one warp per 32-wide row, the
 * row index taken as PRISM_ID(THREAD(32)) (uniform over the warp), the
 * guard `row < rows` around the warp's reductions.
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(softmax_warp_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, rows, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int row = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(orow, out, THREAD(32), row * 32) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            if (row < rows) {
                PRISM_AT(THREAD(1)) const float x = in[row * 32 + lane];
                PRISM_AT(THREAD(1)) const float m = PRISM_CALL(prism_warp_reduce_max_f32, x, 32);
                PRISM_AT(THREAD(1)) const float e = expf(x - m);
                PRISM_AT(THREAD(1)) const float s = PRISM_CALL(prism_warp_reduce_sum_f32, e, 32);
                PRISM_PARTITION(o, orow, THREAD(1), lane) {
                    PRISM_GROUP(THREAD(1)) { o[0] = e / s; }
                }
            }
        }
    }
}
/*
 * check-name: adversarial port legal: warp-per-row softmax with the row taken as the warp's id
 *
 * check-error-start
 * check-error-end
 */
