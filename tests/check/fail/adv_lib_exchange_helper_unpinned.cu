/*
 * adv_lib_exchange_helper_unpinned.cu - the per-shape exchange wrapped in
 * a helper whose bound says only "a block of whole warps": the kernel
 * is pinned to 128 threads today, but the helper can be called from a
 * 256-thread kernel tomorrow, where the 128 x 4 tile overflows.  The
 * helper must pin BLOCKDIM(128) itself.
 */
#include "prism_lib.h"

PRISM_DEVICE(void, to_striped, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int32_t *, items, THREAD(1)))
{
    PRISM_CALL(prism_block_exchange_b2s_i32_128x4, items, items); /* error P070 */
}

PRISM_KERNEL(helper_shape, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(to_striped, items);
            PRISM_CALL(prism_block_store_striped_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: a per-shape exchange inside a helper that does not pin the block
 * check-exit-value: 1
 * check-error-start
adv_lib_exchange_helper_unpinned.cu:13:5: error: 'prism_block_exchange_b2s_i32_128x4' requires a block of exactly 128 threads (BLOCKDIM(128)); nothing here pins the block size: add BLOCKDIM(128) to the PRISM_REQUIRES of 'to_striped' [P070]
../../../lib-cub-like/block/gen/block_exchange_i32.h:13:56: note: 'prism_block_exchange_b2s_i32_128x4' declares its bound here
adv_lib_exchange_helper_unpinned.cu:13:5: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_exchange_helper_unpinned.cu:13:5: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_lib_exchange_helper_unpinned.cu:13:5: note: see: prism-check --explain P070
 * check-error-end
 */
