/*
 * lib_block_from_warp.cu - CUB: BlockReduce called from warp-specialized
 * code.  Each warp would run its own copy of a block-wide algorithm (and
 * its __syncthreads()); the bound {block[1], thread[32]} is not derivable
 * from warp code.
 */
#include "prism_lib.h"

PRISM_KERNEL(warp_calls_block, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t items[4] = {0};
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_load_direct_i32, items, in, 4);
        PRISM_GROUP(THREAD(32)) {
            total = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: lib misuse: CUB: BlockReduce called from warp-specialized
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 * check-exit-value: 1
 *
 * check-error-start
lib_block_from_warp.cu:18:21: error: 'prism_block_reduce_sum_i32' requires {block[1], thread[32]}; code here is {thread[32]}, which does not derive block[1] [P070]
lib_block_from_warp.cu:18:21: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
lib_block_from_warp.cu:18:21: note: fix: call 'prism_block_reduce_sum_i32' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
lib_block_from_warp.cu:18:21: note: see: prism-check --explain P070
 * check-error-end
 */
