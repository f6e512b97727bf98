/*
 * cub_warp_from_16.cu - CUB misuse: a warp collective called from 16 threads
 */
#include "prism.h"
#include "warp/warp_reduce.h"

PRISM_DEVICE(int32_t, half_warp_sum, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(THREAD(16)) {
        total = PRISM_CALL(prism_warp_reduce_sum_i32, v, 16); /* error P070 */
    }
    return total;
}
/*
 * check-name: CUB misuse: a warp collective called from 16 threads
 * check-exit-value: 1
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 *
 * check-error-start
cub_warp_from_16.cu:12:17: error: 'prism_warp_reduce_sum_i32' requires {thread[32]}; code here is {thread[16]}, which does not derive thread[32] [P070]
cub_warp_from_16.cu:12:17: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
cub_warp_from_16.cu:12:17: note: fix: call 'prism_warp_reduce_sum_i32' outside the group that narrowed the code, from code at thread[32] (the group's units are parts of it; a thread[32] collective needs all of them)
cub_warp_from_16.cu:12:17: note: see: prism-check --explain P070
 * check-error-end
 */
