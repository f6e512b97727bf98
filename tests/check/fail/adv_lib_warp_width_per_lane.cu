/*
 * adv_lib_warp_width_per_lane.cu - CUB's LOGICAL_WARP_THREADS chosen per
 * lane: the first half of the warp reduces in groups of 16, the second
 * in groups of 8.  The lanes run different shuffle trees (different
 * offsets and widths in one __shfl_down_sync), so each lane reads a
 * partner that is at another step: the sums are garbage.
 */
#include "prism_lib.h"

PRISM_KERNEL(mixed_width, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int width = lane < 16 ? 16 : 8;
        r = PRISM_CALL(prism_warp_reduce_sum_i32, in[g], width); /* error P072 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a logical warp width that differs per lane
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_width_per_lane.cu:19:58: error: argument 'width' at thread[1] is narrower than parameter 'width' at thread[32] of 'prism_warp_reduce_sum_i32' [P072]
../../../lib-cub-like/warp/gen/warp_reduce_i32.h:15:14: note: parameter 'width' is declared thread[32] here
adv_lib_warp_width_per_lane.cu:19:58: note: at stake: the callee treats the parameter as shared by its unit; a narrower value could make its collectives diverge
adv_lib_warp_width_per_lane.cu:19:58: note: fix: pass a value at least as broad as the parameter, or declare the parameter narrower in the callee
adv_lib_warp_width_per_lane.cu:19:58: note: see: prism-check --explain P072
 * check-error-end
 */
