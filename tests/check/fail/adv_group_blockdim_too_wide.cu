/*
 * adv_group_blockdim_too_wide.cu - a kernel first written for 256-thread
 * blocks (one thread[256] group doing a 256-wide tile), then pinned to
 * BLOCKDIM(128): the group asks for 256 threads of a 128-thread block.  On
 * the GPU its named barrier bar.sync id, 256 waits for 128 threads that
 * do not exist: a hang.  The pair-of-warpgroups id of the second kernel is
 * the same mistake.
 */
#include "prism.h"

PRISM_KERNEL(tile256, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(256)) { /* error P010 */
            (void)n;
        }
    }
}

PRISM_KERNEL(pair_id, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(256)) const int pair = (int)PRISM_ID(WARPGROUP(2)); /* error P033 */
            PRISM_GROUP(THREAD(1)) { o[0] = pair; }
        }
    }
}
/*
 * check-name: adversarial: a thread[256] group and id in a BLOCKDIM(128) block
 * check-exit-value: 1
 *
 * check-error-start
adv_group_blockdim_too_wide.cu:15:21: error: group(thread[256]) cannot be derived from the perspective bound {block[1], thread[128], thread[32]}: nothing says a block[1] is whole thread[256] units [P010]
adv_group_blockdim_too_wide.cu:15:21: note: at stake: the group's units would not all exist in every launch, so collectives and barriers inside it would wait for missing threads
adv_group_blockdim_too_wide.cu:15:21: note: fix: group by a unit no broader than the code and dividing it (PRISM_GROUP(THREAD(1)) or WARP(1) inside block code), or add it to the bound (PRISM_REQUIRES)
adv_group_blockdim_too_wide.cu:15:21: note: see: prism-check --explain P010
adv_group_blockdim_too_wide.cu:27:66: error: PRISM_ID(thread[256]) in code at block[1]: the bound {block[1], thread[128], thread[32]} does not cut the code into thread[256] units [P033]
adv_group_blockdim_too_wide.cu:27:66: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_group_blockdim_too_wide.cu:27:66: note: see: prism-check --explain P033
 * check-error-end
 */
