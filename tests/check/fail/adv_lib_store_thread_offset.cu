/*
 * adv_lib_store_thread_offset.cu - the block store handed each thread's
 * slot of a shared tile (`tile + t * 4`) instead of the tile: besides
 * the doubled offset (writes past the tile, into the next allocation),
 * the store partitions a pointer no single group owns, so nothing
 * orders these writes with the block's later reads of the tile.
 */
#include "prism_lib.h"

PRISM_KERNEL(store_slots, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[4] = {in[4 * g], in[4 * g + 1], in[4 * g + 2], in[4 * g + 3]};
        PRISM_CALL(prism_block_store_direct_i32, tile + t * 4, items, 4); /* error P073 */
        PRISM_GROUP(THREAD(1)) { r = tile[(t * 4 + 4) % 512]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a block store given each thread's slot of a shared tile
 * check-exit-value: 1
 * check-error-start
adv_lib_store_thread_offset.cu:20:57: error: pointer argument 't' at thread[1] must match parameter 'dst' at block[1] of 'prism_block_store_direct_i32' exactly: 'prism_block_store_direct_i32' may write through it [P073]
../../../lib-cub-like/block/gen/block_store_i32.h:13:14: note: parameter 'dst' is declared block[1] here
adv_lib_store_thread_offset.cu:20:57: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_lib_store_thread_offset.cu:20:57: note: fix: hand 'prism_block_store_direct_i32' its part with a partition around the call, in the code that owns 'tile': PRISM_PARTITION(dst_part, tile, BLOCK(1), offset) { PRISM_CALL(prism_block_store_direct_i32, ..., dst_part, ...); } (the offset from ids at least as broad as block[1])
adv_lib_store_thread_offset.cu:20:57: note: see: prism-check --explain P073
 * check-error-end
 */
