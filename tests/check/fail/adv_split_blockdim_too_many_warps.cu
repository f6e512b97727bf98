/*
 * adv_split_blockdim_too_many_warps.cu - a warp-specialised kernel written
 * for 8 warps (two loader warps, four math warps, two store warps) and
 * then pinned to BLOCKDIM(128) for occupancy: the block has 4 warps, so
 * the math arm's last two warps and the store arm do not exist.  On the
 * GPU the store warps simply never run: the output stays unwritten, and
 * any barrier counted for the missing warps hangs.
 */
#include "prism.h"

PRISM_KERNEL(ws_pipeline, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) { (void)n; }  /* loaders: warps 0-1 */
            PRISM_CASE(2) { }           /* math: warps 2-3 */
            PRISM_CASE(4) { } /* error P022 */
        }
    }
}
/*
 * check-name: adversarial: a split into more warps than BLOCKDIM(128) holds
 * check-exit-value: 1
 *
 * check-error-start
adv_split_blockdim_too_many_warps.cu:18:24: error: split arms need 8 WARP units but only 4 are available: arms run in parallel [P022]
adv_split_blockdim_too_many_warps.cu:18:24: note: at stake: arms past the end of the unit would run on threads that do not exist
adv_split_blockdim_too_many_warps.cu:18:24: note: fix: make the arms' sizes add up to at most the units available, or split a broader level
adv_split_blockdim_too_many_warps.cu:18:24: note: see: prism-check --explain P022
 * check-error-end
 */
