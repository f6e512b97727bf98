m4_divert(-1)
# block/block_exchange.m4 - rearrange a block's tile through shared memory
# (block[1]); instantiated per block shape.
#
# A shared allocation has a constant size (SPEC 6.2) and the tile holds
# BLOCK*ITEMS items, so these functions exist per shape, like CUB's
# BlockExchange<T, BLOCK_THREADS, ITEMS_PER_THREAD>: the name ends in
# _BxI and the block must have exactly B threads.  The bound says so
# (BLOCKDIM(B)): a call from a kernel that does not pin that block size is
# P070, since more threads would index past the tile.  Arrangements:
#   blocked       thread t holds items t*I .. t*I+I-1
#   striped       thread t holds items t, t+B, ...
#   warp-striped  warp w holds its 32*I items, lane l items l, l+32, ...
# One padding slot every 32 items keeps blocked accesses off a single
# bank where vector accesses do not ([[PL_XPAD]] in m4/prism_lib.m4: I = 8,
# 16, ... for 4-byte types).  A thread computes the slot of its first
# blocked item once and steps from it ([[PL_XBLOCKED]], [[PL_XSTRIPED]]).
# dst may be src: everything is read before anything is written.
# The scratch is allocated inside, and the partition scopes place the
# barriers, so back-to-back exchanges on the same tile are safe.
m4_define([[PL_BLOCK_EXCHANGE]], [[
/* Blocked src -> striped dst. */
PRISM_DEVICE(void, PL_FNSH(block_exchange_b2s), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
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
    PRISM_GROUP(THREAD(1)) {
        for (int i = 0; i < PL_ITEMS; i++)
            dst[i] = tile[PL_XSTRIPED(i)];
    }
}

/* Striped src -> blocked dst. */
PRISM_DEVICE(void, PL_FNSH(block_exchange_s2b), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)))
{
    PL_SHARED(tile, [[PL_XSLOTS(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int pb = PL_XSLOT(t * PL_ITEMS);
    PRISM_PARTITION(mine, tile, THREAD(1), PL_XSLOT(t)) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < PL_ITEMS; i++)
                mine[PL_XSTRIPED(i) - PL_XSLOT(t)] = src[i];
        }
    }
    PRISM_GROUP(THREAD(1)) {
        for (int i = 0; i < PL_ITEMS; i++)
            dst[i] = tile[pb + PL_XBLOCKED(pb, i)];
    }
}

/*
 * Warp-striped src -> blocked dst: each warp exchanges its own 32*I items
 * in its own slice of the tile (33*I slots), so only the warp meets: the
 * block hands each warp its slice with a partition and the warp layer
 * does the rest with warp barriers.
 */
PRISM_DEVICE(void, PL_FNSH(block_exchange_ws2b), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)))
{
    PL_SHARED(tile, [[PL_PADDED(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(slice, tile, THREAD(32), warp * 33 * PL_ITEMS) {
        PRISM_CALL(PL_FN(warp_exchange_smem_s2b), dst, src, PL_ITEMS, slice);
    }
}

/* Blocked src -> warp-striped dst, the inverse. */
PRISM_DEVICE(void, PL_FNSH(block_exchange_b2ws), PRISM_REQUIRES(BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)),
             PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)))
{
    PL_SHARED(tile, [[PL_PADDED(PL_BLOCK * PL_ITEMS)]]);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(slice, tile, THREAD(32), warp * 33 * PL_ITEMS) {
        PRISM_CALL(PL_FN(warp_exchange_smem_b2s), dst, src, PL_ITEMS, slice);
    }
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_exchange]], [[blocked <-> striped exchange through shared memory, per block shape]], [[#include "warp/warp_exchange.h"
]], [[PL_FOR_SHAPES([[PL_BLOCK_EXCHANGE]], PL_DEFAULT_SHAPES)]])]])m4_dnl
