/*
 * adv_id_own_block.cu - the block index taken inside the per-block group
 * is the block's index within itself: 0 for every block, so every block
 * processes tile 0.
 */
#include "prism.h"

PRISM_KERNEL(tiles, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int tile = (int)PRISM_ID(BLOCK(1)) * 256; /* error P033 */
        (void)in; (void)n; (void)tile;
    }
}
/*
 * check-name: adversarial: PRISM_ID(BLOCK(1)) inside PRISM_GROUP(BLOCK(1))
 * check-exit-value: 1
 *
 * check-error-start
adv_id_own_block.cu:12:59: error: PRISM_ID(block[1]) in code at block[1] is always 0: the code is one block[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_id_own_block.cu:12:59: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_id_own_block.cu:12:59: note: see: prism-check --explain P033
 * check-error-end
 */
