/*
 * adv_cub_scan_in_arm.cu - the first two warps scan while the others load
 * the next tile: the block scan's barriers wait for warps busy in the
 * other arm.
 */
#include "prism.h"
#include "block/block_scan.h"

PRISM_KERNEL(scan_arm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(128),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t in[1] = {1}, out[1] = {0};
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) {
                (void)PRISM_CALL(prism_block_scan_incl_sum_i32, out, in, 1); /* error P070 */
            }
            PRISM_CASE(2) { (void)n; }
        }
    }
}
/*
 * check-name: adversarial: CUB BlockScan called in one arm of a split
 * check-exit-value: 1
 *
 * check-error-start
adv_cub_scan_in_arm.cu:16:23: error: 'prism_block_scan_incl_sum_i32' requires {block[1], thread[32]}; code here is {thread[64], thread[32]}, which does not derive block[1] [P070]
../../../lib-cub-like/block/gen/block_scan_i32.h:14:54: note: 'prism_block_scan_incl_sum_i32' declares its bound here
adv_cub_scan_in_arm.cu:16:23: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_cub_scan_in_arm.cu:16:23: note: fix: call 'prism_block_scan_incl_sum_i32' outside the group that narrowed the code, from code at block[1] (the group's units are parts of it; a block[1] collective needs all of them)
adv_cub_scan_in_arm.cu:16:23: note: see: prism-check --explain P070
 * check-error-end
 */
