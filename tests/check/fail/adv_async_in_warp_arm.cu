/*
 * adv_async_in_warp_arm.cu - the block's tile filled by cp.async from
 * inside warp code: each warp opens its own PRISM_ASYNC of the block's
 * tile (or only the loader warp of a warp-specialised split does).  The
 * scope's end waits for the copies and meets only that warp, so the other
 * warps, which own the tile as much as it does, read it before the copy
 * has landed: there is no block barrier between the loader's
 * cp.async.wait_all and the readers.
 */
#include "prism.h"

PRISM_DEVICE(float, each_warp_loads, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) * 4;
    PRISM_GROUP(THREAD(32)) {
        PRISM_ASYNC(tile_a, tile) { /* error P060 */
            PRISM_GROUP(THREAD(1)) {
                if (i < 128)
                    prism_cp_async16(tile_a + i, src + i);
                prism_cp_async_commit();
            }
        }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(i / 4) % 128];
    return r;
}

PRISM_DEVICE(float, loader_warp, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), WARP(1), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_SPLIT(WARP) {
        PRISM_CASE(1) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_ASYNC(tile_a, tile) { /* error P060 */
                PRISM_GROUP(THREAD(1)) {
                    prism_cp_async16(tile_a + lane * 4, src + lane * 4);
                    prism_cp_async_commit();
                }
            }
        }
        PRISM_CASE(1) { }
        PRISM_CASE(2) { }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(int)PRISM_ID(THREAD(1))];
    return r;
}
/*
 * check-name: adversarial: PRISM_ASYNC of the block's tile opened in a warp group and in a warp arm
 * check-exit-value: 1
 *
 * check-error-start
adv_async_in_warp_arm.cu:18:29: error: async of 'tile' at block[1] in code at thread[32]: only the group that owns memory can hand it out [P060]
adv_async_in_warp_arm.cu:18:29: note: at stake: a partition from narrower code would split memory that not all of its owners see
adv_async_in_warp_arm.cu:18:29: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
adv_async_in_warp_arm.cu:18:29: note: see: prism-check --explain P060
adv_async_in_warp_arm.cu:37:33: error: async of 'tile' at block[1] in code at thread[32]: only the group that owns memory can hand it out [P060]
adv_async_in_warp_arm.cu:37:33: note: at stake: a partition from narrower code would split memory that not all of its owners see
adv_async_in_warp_arm.cu:37:33: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
 * check-error-end
 */
