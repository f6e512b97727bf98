m4_divert(-1)
# block/block_transpose.m4 - the transposing loads and stores (block[1]),
# per block shape: coalesced global accesses, blocked items in registers.
#
#   transpose       block-striped global access + block exchange (CUB's
#                   BLOCK_LOAD_TRANSPOSE / BLOCK_STORE_TRANSPOSE)
#   warp_transpose  warp-striped global access + per-warp exchange: only
#                   warps meet, no block barrier between the global access
#                   and the exchange (CUB's ..._WARP_TRANSPOSE)
# The _guarded forms touch only the first `valid` items of the tile
# (loads fill the rest with oob).  Block of exactly B threads.
m4_define([[PL_BLOCK_TRANSPOSE]], [[
PRISM_DEVICE(void, PL_FNSH(block_load_transpose), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)))
{
    PRISM_CALL(PL_FN(block_load_striped), dst, src, PL_ITEMS);
    PRISM_CALL(PL_FNSH(block_exchange_s2b), dst, dst);
}

PRISM_DEVICE(void, PL_FNSH(block_load_transpose_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)),
             PRISM_PARAM(PL_T, oob, BLOCK(1)))
{
    PRISM_CALL(PL_FN(block_load_striped_guarded), dst, src, PL_ITEMS, valid, oob);
    PRISM_CALL(PL_FNSH(block_exchange_s2b), dst, dst);
}

PRISM_DEVICE(void, PL_FNSH(block_load_warp_transpose), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_CALL(PL_FN(warp_load_striped), dst, src + warp * 32 * PL_ITEMS, PL_ITEMS);
    PRISM_CALL(PL_FNSH(block_exchange_ws2b), dst, dst);
}

PRISM_DEVICE(void, PL_FNSH(block_load_warp_transpose_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)),
             PRISM_PARAM(PL_T, oob, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_CALL(PL_FN(warp_load_striped_guarded), dst, src + warp * 32 * PL_ITEMS, PL_ITEMS,
               valid - warp * 32 * PL_ITEMS, oob);
    PRISM_CALL(PL_FNSH(block_exchange_ws2b), dst, dst);
}

/* The stores exchange into a copy: src is the caller's and stays as it was. */
PRISM_DEVICE(void, PL_FNSH(block_store_transpose), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PL_ITEMS];
    PRISM_CALL(PL_FNSH(block_exchange_b2s), striped, src);
    PRISM_CALL(PL_FN(block_store_striped), dst, striped, PL_ITEMS);
}

PRISM_DEVICE(void, PL_FNSH(block_store_transpose_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PL_ITEMS];
    PRISM_CALL(PL_FNSH(block_exchange_b2s), striped, src);
    PRISM_CALL(PL_FN(block_store_striped_guarded), dst, striped, PL_ITEMS, valid);
}

PRISM_DEVICE(void, PL_FNSH(block_store_warp_transpose), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PL_ITEMS];
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_CALL(PL_FNSH(block_exchange_b2ws), striped, src);
    PRISM_PARTITION(dst_w, dst, THREAD(32), warp * 32 * PL_ITEMS) {
        PRISM_CALL(PL_FN(warp_store_striped), dst_w, striped, PL_ITEMS);
    }
}

PRISM_DEVICE(void, PL_FNSH(block_store_warp_transpose_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PL_ITEMS];
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_CALL(PL_FNSH(block_exchange_b2ws), striped, src);
    PRISM_PARTITION(dst_w, dst, THREAD(32), warp * 32 * PL_ITEMS) {
        PRISM_CALL(PL_FN(warp_store_striped_guarded), dst_w, striped, PL_ITEMS, valid - warp * 32 * PL_ITEMS);
    }
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_transpose]], [[transposing block loads and stores, per block shape]], [[#include "block/block_load.h"
#include "block/block_store.h"
#include "block/block_exchange.h"
]], [[PL_FOR_SHAPES([[PL_BLOCK_TRANSPOSE]], PL_DEFAULT_SHAPES)]])]])m4_dnl
