/*
 * lib_exchange_blockdim_ok.cu - the legal side of the per-shape library
 * bound: each kernel pins the block size its _BxI calls need, directly or
 * through a helper whose own bound says BLOCKDIM(128).
 */
#include "prism.h"
#include "block/block_exchange.h"
#include "block/block_transpose.h"

PRISM_KERNEL(exchange_128, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t blocked[4], striped[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_load_transpose_i32_128x4, blocked, in);
        PRISM_CALL(prism_block_exchange_b2s_i32_128x4, striped, blocked);
        PRISM_CALL(prism_block_exchange_s2b_i32_128x4, blocked, striped);
    }
}

PRISM_KERNEL(exchange_256, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(32)), PRISM_SMEM(4224),
             PRISM_PARAM(const float *, in, GRID(1)))
{
    PRISM_AT(THREAD(1)) float items[4], other[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_load_transpose_f32_256x4, items, in);
        PRISM_CALL(prism_block_exchange_b2ws_f32_256x4, other, items);
    }
}

PRISM_DEVICE(void, exchange_helper, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int32_t *, dst, THREAD(1)), PRISM_PARAM(const int32_t *, src, THREAD(1)))
{
    PRISM_CALL(prism_block_exchange_b2ws_i32_128x4, dst, src);
}

PRISM_KERNEL(exchange_via_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(2112),
             PRISM_PARAM(int, unused, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t blocked[4] = {0, 1, 2, 3}, striped[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(exchange_helper, striped, blocked);
    }
    (void)unused;
}
/*
 * check-name: per-shape library calls from kernels that pin their block size
 */
