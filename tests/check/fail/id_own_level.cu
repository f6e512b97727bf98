/*
 * id_own_level.cu - PRISM_ID of the code's own unit: always 0, never what was meant.
 * The CUDA habit is to write threadIdx.x wherever the index is needed; in
 * Prism the index exists only outside the group that runs one such unit.
 */
#include "prism.h"
PRISM_DEVICE(void, zero, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));          /* fine: block[1] code */
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            o[PRISM_ID(THREAD(1))] = 0.0f; /* error P033 */
            o[t - t] = 1.0f;                                                 /* fine */
        }
    }
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32)); /* error P033 */
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));  /* fine: narrower */
        (void)w;
        (void)lane;
    }
    PRISM_SPLIT(THREAD) {
        PRISM_CASE(64) {
            PRISM_AT(THREAD(64)) const int h = (int)PRISM_ID(THREAD(64)); /* error P033 */
            PRISM_AT(THREAD(32)) const int hw = (int)PRISM_ID(THREAD(32));  /* fine */
            (void)h;
            (void)hw;
        }
    }
}

PRISM_DEVICE(int, lane_of, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    return (int)PRISM_ID(THREAD(32)); /* error P033 */
}

PRISM_KERNEL(per_block, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));           /* fine: grid[1] code */
    PRISM_PARTITION(ob, out, BLOCK(1), blk * 1024) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1)); /* error P033 */
            PRISM_AT(THREAD(1)) const int tt = (int)PRISM_ID(THREAD(1));  /* fine */
            PRISM_PARTITION(ot, ob, THREAD(1), tt) {
                PRISM_GROUP(THREAD(1)) { ot[0] = b + blk; }
            }
        }
    }
    PRISM_AT(GRID(1)) const int g = (int)PRISM_ID(GRID(1)); /* error P033 */
    (void)g;
}
/*
 * check-name: PRISM_ID of the code's own unit (P033): take the id in the enclosing scope
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
id_own_level.cu:13:24: error: PRISM_ID(thread[1]) in code at thread[1] is always 0: the code is one thread[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
id_own_level.cu:13:24: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
id_own_level.cu:13:24: note: see: prism-check --explain P033
id_own_level.cu:18:58: error: PRISM_ID(thread[32]) in code at thread[32] is always 0: the code is one thread[32] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
id_own_level.cu:18:58: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
id_own_level.cu:25:62: error: PRISM_ID(thread[64]) in code at thread[64] is always 0: the code is one thread[64] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
id_own_level.cu:25:62: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
id_own_level.cu:35:26: error: PRISM_ID(thread[32]) in code at thread[32] is always 0: the code is one thread[32] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
id_own_level.cu:35:26: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
id_own_level.cu:44:60: error: PRISM_ID(block[1]) in code at block[1] is always 0: the code is one block[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
id_own_level.cu:44:60: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
id_own_level.cu:51:51: error: PRISM_ID(grid[1]) in code at grid[1] is always 0: the code is one grid[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
id_own_level.cu:51:51: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
 * check-error-end
 */
