/*
 * adv_lib_reduce_in_strided_loop.cu - a block reduction inside a
 * block-stride loop (CUDA: `for (i = tid; i < n; i += blockDim.x) {
 * BlockReduce(...).Sum(x); }`): the loop body is one thread's code, and
 * threads run ceil((n - tid) / blockDim) iterations, so for n not a
 * multiple of the block the last iteration's barrier is reached by only
 * some threads.  And a warp scan in the same loop.
 */
#include "prism_lib.h"

PRISM_KERNEL(strided_reduce, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_FOR_STRIDED(i, n) {
            PRISM_AT(THREAD(1)) int32_t v[1] = {in[i]};
            acc += PRISM_CALL(prism_block_reduce_sum_i32, v, 1); /* error P070 */
            acc += PRISM_CALL(prism_warp_scan_incl_sum_i32, v[0], 32); /* error P070 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial lib: block and warp collectives inside a block-stride loop
 * check-exit-value: 1
 * check-error-start
adv_lib_reduce_in_strided_loop.cu:21:20: error: 'prism_block_reduce_sum_i32' requires {block[1], thread[32]}; code here is {thread[1]}, which does not derive block[1] [P070]
../../../lib-cub-like/block/gen/block_reduce_i32.h:14:51: note: 'prism_block_reduce_sum_i32' declares its bound here
adv_lib_reduce_in_strided_loop.cu:21:20: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_reduce_in_strided_loop.cu:21:20: note: fix: call 'prism_block_reduce_sum_i32' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
adv_lib_reduce_in_strided_loop.cu:21:20: note: see: prism-check --explain P070
adv_lib_reduce_in_strided_loop.cu:22:20: error: 'prism_warp_scan_incl_sum_i32' requires {thread[32]}; code here is {thread[1]}, which does not derive thread[32] [P070]
../../../lib-cub-like/warp/gen/warp_scan_i32.h:13:53: note: 'prism_warp_scan_incl_sum_i32' declares its bound here
adv_lib_reduce_in_strided_loop.cu:22:20: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_reduce_in_strided_loop.cu:22:20: note: fix: call 'prism_warp_scan_incl_sum_i32' outside the group that narrowed the code, from code at thread[32] (the group's units are parts of it; a thread[32] collective needs all of them)
 * check-error-end
 */
