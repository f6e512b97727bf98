/*
 * adv_lib_block_helper_no_warps.cu - a library call from a helper whose
 * perspective differs from the library's: `block_total` says only
 * "one block" (no THREAD(32) entry), so it may be called for a block of
 * 40 threads, where the reduction's per-warp fold shuffles with a full
 * mask in a warp of 8 lanes.  And a warp-level helper calls the block
 * scan: each warp would run the block's barriers alone.
 */
#include "prism_lib.h"

PRISM_DEVICE(float, block_total, PRISM_REQUIRES(BLOCK(1)), PRISM_SMEM(128),
             PRISM_PARAM(const float *, v, THREAD(1)))
{
    return PRISM_CALL(prism_block_reduce_sum_f32, v, 1); /* error P070 */
}

PRISM_DEVICE(int32_t, warp_prefix, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(int32_t *, v, THREAD(1)))
{
    return PRISM_CALL(prism_block_scan_excl_sum_i32, v, v, 1, 0); /* error P070 */
}

PRISM_KERNEL(helpers, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_AT(THREAD(1)) int32_t p[1] = {1};
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) float v[1];
        v[0] = in[g];
        s = PRISM_CALL(block_total, v);
        PRISM_GROUP(THREAD(32)) { s += (float)PRISM_CALL(warp_prefix, p); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = s; }
    }
}
/*
 * check-name: adversarial lib: block collectives called from helpers of the wrong perspective
 * check-exit-value: 1
 * check-error-start
adv_lib_block_helper_no_warps.cu:14:12: error: 'prism_block_reduce_sum_f32' requires {block[1], thread[32]}; code here is {block[1]}, which does not derive thread[32] [P070]
../../../lib-cub-like/block/gen/block_reduce_f32.h:14:49: note: 'prism_block_reduce_sum_f32' declares its bound here
adv_lib_block_helper_no_warps.cu:14:12: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_block_helper_no_warps.cu:14:12: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_lib_block_helper_no_warps.cu:14:12: note: see: prism-check --explain P070
adv_lib_block_helper_no_warps.cu:20:12: error: 'prism_block_scan_excl_sum_i32' requires {block[1], thread[32]}; code here is {thread[32]}, which does not derive block[1] [P070]
../../../lib-cub-like/block/gen/block_scan_i32.h:35:54: note: 'prism_block_scan_excl_sum_i32' declares its bound here
adv_lib_block_helper_no_warps.cu:20:12: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_block_helper_no_warps.cu:20:12: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
 * check-error-end
 */
