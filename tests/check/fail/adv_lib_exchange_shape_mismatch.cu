/*
 * adv_lib_exchange_shape_mismatch.cu - a block-size mismatch between the
 * kernel and the exchange (cub::BlockExchange<int, 128, 4> in a kernel
 * launched with 256 threads): the exchange's tile holds 128 x 4 items,
 * so threads 128..255 write past it, into whatever the arena holds next.
 */
#include "prism_lib.h"

PRISM_KERNEL(wrong_shape, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 1024;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(prism_block_exchange_b2s_i32_128x4, items, items); /* error P070 */
            PRISM_CALL(prism_block_store_striped_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: a 128-thread exchange in a 256-thread kernel
 * check-exit-value: 1
 * check-error-start
adv_lib_exchange_shape_mismatch.cu:18:13: error: 'prism_block_exchange_b2s_i32_128x4' requires a block of exactly 128 threads, but this code runs in blocks of exactly 256 (BLOCKDIM(256)) [P070]
../../../lib-cub-like/block/gen/block_exchange_i32.h:13:56: note: 'prism_block_exchange_b2s_i32_128x4' declares its bound here
adv_lib_exchange_shape_mismatch.cu:18:13: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_exchange_shape_mismatch.cu:18:13: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_lib_exchange_shape_mismatch.cu:18:13: note: see: prism-check --explain P070
 * check-error-end
 */
