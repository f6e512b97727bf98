/*
 * adv_lib_block_of_half_warps.cu - a kernel bound that promises blocks of
 * 16-thread units (THREAD(16): a block may be 16 or 48 threads) calls
 * the block reduction and, from its 16-thread groups, the warp
 * reduction with a logical width of 16.  With 48 threads the second
 * warp is half populated: full-mask shuffles name 16 absent lanes.
 */
#include "prism_lib.h"

PRISM_KERNEL(half_warp_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(16)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[1];
        v[0] = in[g];
        r = PRISM_CALL(prism_block_reduce_sum_i32, v, 1); /* error P070 */
        PRISM_GROUP(THREAD(16)) {
            r += PRISM_CALL(prism_warp_reduce_sum_i32, v[0], 16); /* error P070 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: block and warp collectives in blocks of half-warp units
 * check-exit-value: 1
 * check-error-start
adv_lib_block_of_half_warps.cu:19:13: error: 'prism_block_reduce_sum_i32' requires {block[1], thread[32]}; code here is {block[1], thread[16]}, which does not derive thread[32] [P070]
../../../lib-cub-like/block/gen/block_reduce_i32.h:14:51: note: 'prism_block_reduce_sum_i32' declares its bound here
adv_lib_block_of_half_warps.cu:19:13: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_block_of_half_warps.cu:19:13: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_lib_block_of_half_warps.cu:19:13: note: see: prism-check --explain P070
adv_lib_block_of_half_warps.cu:21:18: error: 'prism_warp_reduce_sum_i32' requires {thread[32]}; code here is {thread[16]}, which does not derive thread[32] [P070]
../../../lib-cub-like/warp/gen/warp_reduce_i32.h:13:50: note: 'prism_warp_reduce_sum_i32' declares its bound here
adv_lib_block_of_half_warps.cu:21:18: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_block_of_half_warps.cu:21:18: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
 * check-error-end
 */
