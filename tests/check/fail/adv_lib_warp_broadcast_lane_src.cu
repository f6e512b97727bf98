/*
 * adv_lib_warp_broadcast_lane_src.cu - the broadcast given a per-lane
 * source (each lane asks for its neighbour's value): the primitive
 * promises one value to the whole logical warp and is compiled as such
 * (a uniform source lane), so the lanes all receive one lane's value,
 * not the neighbour's the author meant: use prism_warp_shfl_T.
 */
#include "prism_lib.h"

PRISM_KERNEL(rotate, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
        r = PRISM_CALL(prism_warp_broadcast_i32, in[g], (lane + 1) % 32, 32); /* error P072 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a warp broadcast whose source lane varies per lane
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_broadcast_lane_src.cu:18:58: error: argument 'lane' at thread[1] is narrower than parameter 'src_lane' at thread[32] of 'prism_warp_broadcast_i32' [P072]
../../../lib-cub-like/warp/gen/warp_shfl_i32.h:56:14: note: parameter 'src_lane' is declared thread[32] here
adv_lib_warp_broadcast_lane_src.cu:18:58: note: at stake: the callee treats the parameter as shared by its unit; a narrower value could make its collectives diverge
adv_lib_warp_broadcast_lane_src.cu:18:58: note: fix: pass a value at least as broad as the parameter, or declare the parameter narrower in the callee
adv_lib_warp_broadcast_lane_src.cu:18:58: note: see: prism-check --explain P072
 * check-error-end
 */
