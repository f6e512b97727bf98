/*
 * lib_block_divergent.cu - CUB: "a block-wide collective must be called by
 * every thread of the block".  Here only the first 64 threads reduce: the
 * rest skip the reduction's __syncthreads() and the block hangs.
 */
#include "prism_lib.h"

PRISM_KERNEL(half_reduce, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t items[4] = {0};
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_CALL(prism_block_load_direct_i32, items, in, 4);
        if (t < 64)
            total = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: lib misuse: CUB: "a block-wide collective must be called by
 * check-known-to-fail
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 *
 * check-error-start
 * check-error-end
 */
