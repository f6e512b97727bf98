/*
 * lib_budget.cu - CUB: TempStorage must be allocated for the algorithm
 * (sizeof(BlockReduce::TempStorage)).  Here the kernel's budget has no
 * room for the reduction's 128 bytes of warp totals on top of the caller's
 * own tile; the signature says how much the call needs.
 */
#include "prism_lib.h"

PRISM_KERNEL(tight, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t items[4] = {0};
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, mine, 128);
        (void)mine;
        PRISM_CALL(prism_block_load_direct_i32, items, in, 4);
        total = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: lib misuse: CUB: TempStorage must be allocated for the algorithm
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 * check-exit-value: 1
 *
 * check-error-start
lib_budget.cu:19:17: error: call to 'prism_block_reduce_sum_i32' needs 128 bytes of shared memory; 0 of the 512 bytes 'tight' declares are left here [P071]
lib_budget.cu:19:17: note: at stake: the callee's PRISM_SHARED allocations would overrun the block's shared memory
lib_budget.cu:19:17: note: fix: raise the caller's PRISM_SMEM budget by the callee's, or release the caller's allocations before the call
lib_budget.cu:19:17: note: see: prism-check --explain P071
 * check-error-end
 */
