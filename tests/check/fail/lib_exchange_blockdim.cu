/*
 * lib_exchange_blockdim.cu - the CUB pitfall BlockExchange<T, 128, 4> in a
 * kernel launched with 256 threads: the per-shape exchange sizes its tile
 * and indexes it for exactly 128 threads, so threads 128..255 write past
 * the tile (past the arena: a heap corruption in the emulator, other
 * blocks' shared memory on a GPU).  Its bound says BLOCKDIM(128); a kernel
 * that does not pin its block size, or pins another, cannot call it.
 */
#include "prism.h"
#include "block/block_exchange.h"
#include "block/block_transpose.h"

PRISM_KERNEL(exchange_any, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t blocked[4] = {0, 1, 2, 3}, striped[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_exchange_b2s_i32_128x4, striped, blocked); /* error P070 */
    }
    (void)out;
}

/* A multiple of 128 is not 128 either. */
PRISM_KERNEL(exchange_multiple, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t blocked[4] = {0, 1, 2, 3}, striped[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_exchange_s2b_i32_128x4, striped, blocked); /* error P070 */
    }
    (void)out;
}

/* The 256-thread block calling the 128-thread shape. */
PRISM_KERNEL(exchange_wrong_shape, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(32)), PRISM_SMEM(4224),
             PRISM_PARAM(const float *, in, GRID(1)))
{
    PRISM_AT(THREAD(1)) float items[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_load_transpose_f32_128x4, items, in); /* error P070 */
        PRISM_CALL(prism_block_load_transpose_f32_256x4, items, in); /* fine: the kernel's shape */
    }
}

/* A helper of its own with a per-shape bound: its callers must pin the shape too. */
PRISM_DEVICE(void, exchange_helper, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int32_t *, dst, THREAD(1)), PRISM_PARAM(const int32_t *, src, THREAD(1)))
{
    PRISM_CALL(prism_block_exchange_b2ws_i32_128x4, dst, src); /* fine: the helper pins 128 */
}

PRISM_KERNEL(exchange_via_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t blocked[4] = {0, 1, 2, 3}, striped[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(exchange_helper, striped, blocked); /* error P070 */
    }
    (void)out;
}
/*
 * check-name: per-shape library calls (_BxI) need a kernel that pins exactly that block size
 * check-exit-value: 1
 *
 * check-error-start
lib_exchange_blockdim.cu:18:9: error: 'prism_block_exchange_b2s_i32_128x4' requires a block of exactly 128 threads (BLOCKDIM(128)); nothing here pins the block size: add BLOCKDIM(128) to the PRISM_REQUIRES of 'exchange_any' [P070]
../../../lib-cub-like/block/gen/block_exchange_i32.h:13:56: note: 'prism_block_exchange_b2s_i32_128x4' declares its bound here
lib_exchange_blockdim.cu:18:9: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
lib_exchange_blockdim.cu:18:9: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
lib_exchange_blockdim.cu:18:9: note: see: prism-check --explain P070
lib_exchange_blockdim.cu:29:9: error: 'prism_block_exchange_s2b_i32_128x4' requires a block of exactly 128 threads (BLOCKDIM(128)); nothing here pins the block size: add BLOCKDIM(128) to the PRISM_REQUIRES of 'exchange_multiple' [P070]
../../../lib-cub-like/block/gen/block_exchange_i32.h:34:56: note: 'prism_block_exchange_s2b_i32_128x4' declares its bound here
lib_exchange_blockdim.cu:29:9: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
lib_exchange_blockdim.cu:29:9: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
lib_exchange_blockdim.cu:40:9: error: 'prism_block_load_transpose_f32_128x4' requires a block of exactly 128 threads, but this code runs in blocks of exactly 256 (BLOCKDIM(256)) [P070]
../../../lib-cub-like/block/gen/block_transpose_f32.h:13:58: note: 'prism_block_load_transpose_f32_128x4' declares its bound here
lib_exchange_blockdim.cu:40:9: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
lib_exchange_blockdim.cu:40:9: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
lib_exchange_blockdim.cu:57:9: error: 'exchange_helper' requires a block of exactly 128 threads (BLOCKDIM(128)); nothing here pins the block size: add BLOCKDIM(128) to the PRISM_REQUIRES of 'exchange_via_helper' [P070]
lib_exchange_blockdim.cu:46:37: note: 'exchange_helper' declares its bound here
lib_exchange_blockdim.cu:57:9: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
lib_exchange_blockdim.cu:57:9: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
 * check-error-end
 */
