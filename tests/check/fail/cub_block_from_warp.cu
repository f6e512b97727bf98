/*
 * cub_block_from_warp.cu - CUB misuse: a block collective called from warp code
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, warp_sum_wrong, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, items, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_SPLIT(WARP) {
        PRISM_CASE(1) {
            total = PRISM_CALL(prism_block_reduce_sum_i32, items, 1); /* error P070 */
        }
    }
    return total;
}
/*
 * check-name: CUB misuse: a block collective called from warp code
 * check-exit-value: 1
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 *
 * check-error-start
cub_block_from_warp.cu:13:21: error: 'prism_block_reduce_sum_i32' requires {block[1], thread[32]}; code here is {thread[32]}, which does not derive block[1] [P070]
cub_block_from_warp.cu:13:21: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
cub_block_from_warp.cu:13:21: note: fix: call 'prism_block_reduce_sum_i32' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
cub_block_from_warp.cu:13:21: note: see: prism-check --explain P070
 * check-error-end
 */
