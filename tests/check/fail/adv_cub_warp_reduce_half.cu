/*
 * adv_cub_warp_reduce_half.cu - a warp reduction called per half-warp:
 * its shuffles name all 32 lanes, but each half runs its own instance
 * (CUB's logical warps need the LOGICAL_WARP_THREADS template argument,
 * not a narrower caller).
 */
#include "prism.h"
#include "warp/warp_reduce.h"

PRISM_DEVICE(int32_t, halves, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(16)) {
        r = PRISM_CALL(prism_warp_reduce_sum_i32, v, 16); /* error P070 */
    }
    return r;
}
/*
 * check-name: adversarial: CUB WarpReduce on a 16-thread group
 * check-exit-value: 1
 *
 * check-error-start
adv_cub_warp_reduce_half.cu:15:13: error: 'prism_warp_reduce_sum_i32' requires {thread[32]}; code here is {thread[16]}, which does not derive thread[32] [P070]
../../../lib-cub-like/warp/gen/warp_reduce_i32.h:13:50: note: 'prism_warp_reduce_sum_i32' declares its bound here
adv_cub_warp_reduce_half.cu:15:13: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_cub_warp_reduce_half.cu:15:13: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_cub_warp_reduce_half.cu:15:13: note: see: prism-check --explain P070
 * check-error-end
 */
