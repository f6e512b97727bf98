/*
 * adv_lib_warp_store_block_tile.cu - BlockStore written as "each warp
 * stores its items" with the block's tile pointer and no per-warp
 * offset: every warp writes the same first 32 x 4 elements (a race
 * between warps; the rest of the tile stays zero).
 */
#include "prism_lib.h"

PRISM_KERNEL(warp_stores, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS() * 4;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_GROUP(THREAD(32)) {
                PRISM_CALL(prism_warp_store_direct_i32, ob, items, 4); /* error P073 */
            }
        }
    }
}
/*
 * check-name: adversarial lib: each warp stores into the block's tile with no per-warp partition
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_store_block_tile.cu:19:57: error: pointer argument 'ob' at block[1] must match parameter 'dst' at thread[32] of 'prism_warp_store_direct_i32' exactly: 'prism_warp_store_direct_i32' may write through it [P073]
../../../lib-cub-like/warp/gen/warp_store_i32.h:13:14: note: parameter 'dst' is declared thread[32] here
adv_lib_warp_store_block_tile.cu:19:57: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_lib_warp_store_block_tile.cu:19:57: note: fix: hand 'prism_warp_store_direct_i32' its part with a partition around the call, in the code that owns 'ob': PRISM_PARTITION(dst_part, ob, THREAD(32), offset) { PRISM_CALL(prism_warp_store_direct_i32, ..., dst_part, ...); } (the offset from ids at least as broad as thread[32])
adv_lib_warp_store_block_tile.cu:19:57: note: see: prism-check --explain P073
 * check-error-end
 */
