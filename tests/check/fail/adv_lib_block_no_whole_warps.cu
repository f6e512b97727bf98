/*
 * adv_lib_block_no_whole_warps.cu - a kernel whose bound promises only
 * blocks (no THREAD(32)) calls a block reduction, which folds one slot
 * per warp and shuffles with full masks: launched with 48 threads the
 * second warp is half empty and its full-mask shuffles name lanes that
 * do not exist (CUB: BLOCK_THREADS need not be a multiple of 32 only
 * because CUB masks the tail warp; here nothing does).
 */
#include "prism_lib.h"

PRISM_KERNEL(any_block_sum, PRISM_REQUIRES(GRID(1), BLOCK(1)), PRISM_SMEM(128),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float total = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) float v[1];
        v[0] = in[g];
        total = PRISM_CALL(prism_block_reduce_sum_f32, v, 1); /* error P070 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: adversarial lib: a block reduction in a kernel that does not promise whole warps
 * check-exit-value: 1
 * check-error-start
adv_lib_block_no_whole_warps.cu:20:17: error: 'prism_block_reduce_sum_f32' requires {block[1], thread[32]}; code here is {block[1]}, which does not derive thread[32] [P070]
../../../lib-cub-like/block/gen/block_reduce_f32.h:14:49: note: 'prism_block_reduce_sum_f32' declares its bound here
adv_lib_block_no_whole_warps.cu:20:17: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_block_no_whole_warps.cu:20:17: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_lib_block_no_whole_warps.cu:20:17: note: see: prism-check --explain P070
 * check-error-end
 */
