m4_divert(-1)
# block/block_transpose.m4 - the transposing loads and stores (block[1]),
# per block shape: coalesced global accesses, blocked items in registers.
#
#   transpose       block-striped global access through a shared tile
#                   (CUB's BLOCK_LOAD_TRANSPOSE / BLOCK_STORE_TRANSPOSE)
#   warp_transpose  warp-striped global access through each warp's slice
#                   of the tile: only warps meet, no block barrier (CUB's
#                   ..._WARP_TRANSPOSE); the warp layer does the work
# Global memory goes straight to and from the tile (no striped register
# copy in between), so a load or store costs one store and one load of
# shared memory per item and one barrier, as in CUB.  The _guarded forms
# touch only the first `valid` items of the tile (loads fill the rest with
# oob).  Block of exactly B threads: the bound says BLOCKDIM(B) (P070 at a
# call from a kernel that does not pin it).  The block tile pads as
# block_exchange.m4's does ([[PL_XPAD]], [[PL_XBLOCKED]], [[PL_XSTRIPED]]).
m4_define([[PL_BLOCK_TRANSPOSE]], [[
PRISM_DEVICE(void, PL_FNSH(block_load_transpose), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)))
{
    PL_SHARED(tile, [[PL_XSLOTS(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int pb = PL_XSLOT(t * PL_ITEMS);
    /* Thread t copies the striped items i*B + t (coalesced) to their slots. */
    PRISM_PARTITION(mine, tile, THREAD(1), PL_XSLOT(t)) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < PL_ITEMS; i++)
                mine[PL_XSTRIPED(i) - PL_XSLOT(t)] = src[i * PL_BLOCK + t];
        }
    }
    PRISM_GROUP(THREAD(1)) {
        for (int i = 0; i < PL_ITEMS; i++)
            dst[i] = tile[pb + PL_XBLOCKED(pb, i)];
    }
}

PRISM_DEVICE(void, PL_FNSH(block_load_transpose_guarded), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)),
             PRISM_PARAM(PL_T, oob, BLOCK(1)))
{
    PL_SHARED(tile, [[PL_XSLOTS(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int pb = PL_XSLOT(t * PL_ITEMS);
    PRISM_PARTITION(mine, tile, THREAD(1), PL_XSLOT(t)) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < PL_ITEMS; i++) {
                const int x = i * PL_BLOCK + t;
                mine[PL_XSTRIPED(i) - PL_XSLOT(t)] = x < valid ? src[x] : oob;
            }
        }
    }
    PRISM_GROUP(THREAD(1)) {
        for (int i = 0; i < PL_ITEMS; i++)
            dst[i] = tile[pb + PL_XBLOCKED(pb, i)];
    }
}

PRISM_DEVICE(void, PL_FNSH(block_load_warp_transpose), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)))
{
    PL_SHARED(tile, [[PL_PADDED(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(slice, tile, THREAD(32), warp * 33 * PL_ITEMS) {
        PRISM_CALL(PL_FN(warp_load_transpose_smem), dst, src + warp * 32 * PL_ITEMS, PL_ITEMS, slice);
    }
}

PRISM_DEVICE(void, PL_FNSH(block_load_warp_transpose_guarded), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)),
             PRISM_PARAM(PL_T, oob, BLOCK(1)))
{
    PL_SHARED(tile, [[PL_PADDED(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(slice, tile, THREAD(32), warp * 33 * PL_ITEMS) {
        PRISM_CALL(PL_FN(warp_load_transpose_smem_guarded), dst, src + warp * 32 * PL_ITEMS, PL_ITEMS, slice,
                   PL_REST(valid, warp * 32 * PL_ITEMS), oob);
    }
}

PRISM_DEVICE(void, PL_FNSH(block_store_transpose), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)))
{
    PL_SHARED(tile, [[PL_XSLOTS(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int pb = PL_XSLOT(t * PL_ITEMS);
    PRISM_PARTITION(mine, tile, THREAD(1), pb) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < PL_ITEMS; i++)
                mine[PL_XBLOCKED(pb, i)] = src[i];
        }
    }
    /* Thread t writes the striped items x = i*B + t (coalesced). */
    PRISM_PARTITION(out, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < PL_ITEMS; i++)
                out[i * PL_BLOCK] = tile[PL_XSTRIPED(i)];
        }
    }
}

PRISM_DEVICE(void, PL_FNSH(block_store_transpose_guarded), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PL_SHARED(tile, [[PL_XSLOTS(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int pb = PL_XSLOT(t * PL_ITEMS);
    PRISM_PARTITION(mine, tile, THREAD(1), pb) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < PL_ITEMS; i++)
                mine[PL_XBLOCKED(pb, i)] = src[i];
        }
    }
    PRISM_PARTITION(out, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < PL_ITEMS; i++)
                if (i * PL_BLOCK + t < valid)
                    out[i * PL_BLOCK] = tile[PL_XSTRIPED(i)];
        }
    }
}

PRISM_DEVICE(void, PL_FNSH(block_store_warp_transpose), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)))
{
    PL_SHARED(tile, [[PL_PADDED(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(slice, tile, THREAD(32), warp * 33 * PL_ITEMS) {
        PRISM_PARTITION(dst_w, dst, THREAD(32), warp * 32 * PL_ITEMS) {
            PRISM_CALL(PL_FN(warp_store_transpose_smem), dst_w, src, PL_ITEMS, slice);
        }
    }
}

PRISM_DEVICE(void, PL_FNSH(block_store_warp_transpose_guarded), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PL_SHARED(tile, [[PL_PADDED(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(slice, tile, THREAD(32), warp * 33 * PL_ITEMS) {
        PRISM_PARTITION(dst_w, dst, THREAD(32), warp * 32 * PL_ITEMS) {
            PRISM_CALL(PL_FN(warp_store_transpose_smem_guarded), dst_w, src, PL_ITEMS, slice,
                       PL_REST(valid, warp * 32 * PL_ITEMS));
        }
    }
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_transpose]], [[transposing block loads and stores, per block shape]], [[#include "warp/warp_load.h"
#include "warp/warp_store.h"
]], [[PL_FOR_SHAPES([[PL_BLOCK_TRANSPOSE]], PL_DEFAULT_SHAPES)]])]])m4_dnl
