/*
 * adv_cub_reduce_from_thread.cu - "let thread 0 sum the block": the
 * block reduction is a collective, it cannot run on one thread.
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, one_thread, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        r = PRISM_CALL(prism_block_reduce_sum_i32, v, 1); /* error P070 */
    }
    return r;
}
/*
 * check-name: adversarial: a block reduction from a single thread's code
 * check-exit-value: 1
 *
 * check-error-start
adv_cub_reduce_from_thread.cu:13:13: error: 'prism_block_reduce_sum_i32' requires {block[1], thread[32]}; code here is {thread[1]}, which does not derive block[1] [P070]
../../../lib-cub-like/block/gen/block_reduce_i32.h:14:51: note: 'prism_block_reduce_sum_i32' declares its bound here
adv_cub_reduce_from_thread.cu:13:13: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_cub_reduce_from_thread.cu:13:13: note: fix: call 'prism_block_reduce_sum_i32' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
adv_cub_reduce_from_thread.cu:13:13: note: see: prism-check --explain P070
 * check-error-end
 */
