/*
 * adv_lib_load_thread_offset.cu - the block load handed the thread's own
 * address (`in + t * 4`, the hand-written CUDA habit) instead of the
 * tile's start: the primitive adds the thread offset again, so thread
 * t reads items 8t.. of a tile twice as long and the back half of the
 * block reads past the tile.
 */
#include "prism_lib.h"

PRISM_KERNEL(double_offset, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS() * 4;
    PRISM_AT(THREAD(1)) int32_t items[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_CALL(prism_block_load_direct_i32, items, in + base + t * 4, 4); /* error P074 */
    }
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: a block load given the thread's address instead of the tile's
 * check-exit-value: 1
 * check-error-start
adv_lib_load_thread_offset.cu:18:68: error: const pointer argument 't' at thread[1] is narrower than parameter 'src' at block[1] of 'prism_block_load_direct_i32' [P074]
../../../lib-cub-like/block/gen/block_load_i32.h:14:14: note: parameter 'src' is declared block[1] here
adv_lib_load_thread_offset.cu:18:68: note: fix: pass a pointer at least as broad as the parameter, or declare the parameter narrower
adv_lib_load_thread_offset.cu:18:68: note: see: prism-check --explain P074
 * check-error-end
 */
