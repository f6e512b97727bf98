/*
 * lib_storage_reuse.cu - CUB: "a __syncthreads() is needed before temp
 * storage is reused".  The user stages a tile in shared memory and reads
 * it back with a block load; writing it through a pointer the thread made
 * itself (not a partition) would skip the barrier between the writes and
 * the block's reads, so the store is rejected: only a partition hands a
 * thread its slice, and the partition's end is the barrier.
 */
#include "prism_lib.h"

PRISM_KERNEL(stage, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t items[4] = {0};
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) {
            tile[t] = in[t];
        }
        PRISM_CALL(prism_block_load_direct_i32, items, tile, 4);
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = items[0]; }
    }
}
/*
 * check-name: lib misuse: CUB: "a __syncthreads() is needed before temp
 * check-known-to-fail
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 *
 * check-error-start
 * check-error-end
 */
