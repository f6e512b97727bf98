/*
 * adv_lib_block_in_split_arm.cu - a block reduction inside one arm of a
 * PRISM_SPLIT(WARP) (warp specialization, then a "block-wide" total in
 * the consumer warps): the reduction's __syncthreads() is reached by
 * the second warp's 32 threads only; the other three warps never arrive.
 */
#include "prism_lib.h"

PRISM_KERNEL(split_total, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { total = 0; }
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) int32_t v[1];
                v[0] = in[g];
                total = PRISM_CALL(prism_block_reduce_sum_i32, v, 1); /* error P070 */
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: adversarial lib: a block reduction inside one arm of a warp split
 * check-exit-value: 1
 * check-error-start
adv_lib_block_in_split_arm.cu:21:25: error: 'prism_block_reduce_sum_i32' requires {block[1], thread[32]}; code here is {thread[32]}, which does not derive block[1] [P070]
../../../lib-cub-like/block/gen/block_reduce_i32.h:14:51: note: 'prism_block_reduce_sum_i32' declares its bound here
adv_lib_block_in_split_arm.cu:21:25: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_block_in_split_arm.cu:21:25: note: fix: call 'prism_block_reduce_sum_i32' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
adv_lib_block_in_split_arm.cu:21:25: note: see: prism-check --explain P070
 * check-error-end
 */
