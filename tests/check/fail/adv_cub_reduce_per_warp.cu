/*
 * adv_cub_reduce_per_warp.cu - BlockReduce inside a per-warp section: CUB
 * says it "must be called by all threads of the block"; called once per
 * warp, each warp's __syncthreads() inside meets other warps' barriers at
 * different sites.
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, per_warp, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(32)) {
        r = PRISM_CALL(prism_block_reduce_sum_i32, v, 1); /* error P070 */
    }
    return r;
}
/*
 * check-name: adversarial: CUB BlockReduce called from per-warp code
 * check-exit-value: 1
 *
 * check-error-start
adv_cub_reduce_per_warp.cu:15:13: error: 'prism_block_reduce_sum_i32' requires {block[1], thread[32]}; code here is {thread[32]}, which does not derive block[1] [P070]
../../../lib-cub-like/block/gen/block_reduce_i32.h:14:51: note: 'prism_block_reduce_sum_i32' declares its bound here
adv_cub_reduce_per_warp.cu:15:13: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_cub_reduce_per_warp.cu:15:13: note: fix: call 'prism_block_reduce_sum_i32' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
adv_cub_reduce_per_warp.cu:15:13: note: see: prism-check --explain P070
 * check-error-end
 */
