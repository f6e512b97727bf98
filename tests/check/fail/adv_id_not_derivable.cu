/*
 * adv_id_not_derivable.cu - ids of units the bound does not promise.  A
 * "block pair" index where the grid may have an odd number of blocks (the
 * last pair is half a pair: its second block reads past the grid's
 * data), a warpgroup index where blocks are only whole warps (a 96-thread
 * block has no whole warpgroup), and ROW_BLOCK, a macro for the block's
 * row, used inside warp code that cannot see its block.
 */
#include "prism.h"

#define ROW_BLOCK ((int)PRISM_ID(BLOCK(1)) * 16)

PRISM_KERNEL(pairs, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(2)) const int pair = (int)PRISM_ID(BLOCK(2)); /* error P033 */
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = pair; }
    }
}

PRISM_DEVICE(int, which_wg, PRISM_REQUIRES(BLOCK(1), WARP(1)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(128)) const int wg = (int)PRISM_ID(WARPGROUP(1)); /* error P033 */
    return wg;
}

PRISM_DEVICE(int, warp_row, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(32)) const int row = ROW_BLOCK; /* error P033 */
    return row;
}
/*
 * check-name: adversarial: PRISM_ID of block pairs, warpgroups and the block where the bound has none
 * check-exit-value: 1
 *
 * check-error-start
adv_id_not_derivable.cu:16:55: error: PRISM_ID(block[2]) in code at grid[1]: the bound {grid[1], block[1], thread[32]} does not cut the code into block[2] units [P033]
adv_id_not_derivable.cu:16:55: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_id_not_derivable.cu:16:55: note: see: prism-check --explain P033
adv_id_not_derivable.cu:25:56: error: PRISM_ID(thread[128]) in code at block[1]: the bound {block[1], thread[32]} does not cut the code into thread[128] units [P033]
adv_id_not_derivable.cu:25:56: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_id_not_derivable.cu:31:42: error: PRISM_ID(block[1]) in code at thread[32]: the unit must be no broader than the code perspective [P033]
adv_id_not_derivable.cu:11:9: note: in expansion of macro 'ROW_BLOCK' defined here
adv_id_not_derivable.cu:31:42: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
 * check-error-end
 */
