/*
 * adv_lib_budget.cu - the kernel reserves exactly its own tile and forgets
 * the 128 bytes of scratch the block scan needs (CUB's TempStorage):
 * the scan's shared memory would overflow the arena.
 */
#include "prism.h"
#include "block/block_scan.h"

PRISM_KERNEL(scan_tile, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t in[1] = {1}, out[1] = {0};
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        (void)tile; (void)n;
        (void)PRISM_CALL(prism_block_scan_incl_sum_i32, out, in, 1); /* error P071 */
    }
}
/*
 * check-name: adversarial: a block scan called where its scratch no longer fits
 * check-exit-value: 1
 *
 * check-error-start
adv_lib_budget.cu:16:15: error: call to 'prism_block_scan_incl_sum_i32' needs 128 bytes of shared memory; 0 of the 1024 bytes 'scan_tile' declares are left here [P071]
adv_lib_budget.cu:16:15: note: at stake: the callee's PRISM_SHARED allocations would overrun the block's shared memory
adv_lib_budget.cu:16:15: note: fix: raise the caller's PRISM_SMEM budget by the callee's, or release the caller's allocations before the call
adv_lib_budget.cu:16:15: note: see: prism-check --explain P071
 * check-error-end
 */
