m4_divert(-1)
# block/block_reduce.m4 - the public block reduction (block[1]): a thin face
# that picks the algorithm, like cub::BlockReduce's default.
#
# Warp reductions is the default: one block barrier, every warp busy, and
# it keeps operands in order, so non-commutative operators work.  Call
# prism_block_reduce_raking_* (block_reduce_raking.h) to choose raking.
m4_define([[PL_BLOCK_REDUCE]], [[
/* The op-fold of the block's nthreads*n items, to every thread. */
PRISM_DEVICE(PL_T, PL_FNO(block_reduce), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_WARPS),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    return PRISM_CALL(PL_FNO(block_reduce_warps), src, n);
}

/*
 * The same fold as a block[1] value, for a condition around a collective
 * (a loop until the block's error is small): written once to shared
 * memory and read back by every thread through a const view after one
 * more barrier, which is how the checker knows every thread holds it.
 * The slot is allocated first, so the reduction's scratch above it is
 * free again without a barrier.
 */
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_uniform), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_ROUND16(PL_SIZE) + PL_SMEM_WARPS),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PL_SHARED(slot, 1);
    PRISM_AT(THREAD(1)) const PL_T r = PRISM_CALL(PL_FNO(block_reduce_warps), src, n);
    PRISM_ONE_CLAIM(c, slot) { c[0] = r; }
    const PL_T *const all = slot;
    return all[0];
}

/* Over the first `valid` items of the blocked tile only (1 <= valid). */
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_valid), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_WARPS),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    return PRISM_CALL(PL_FNO(block_reduce_warps_valid), src, n, valid);
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_reduce]], [[block reduction, default algorithm (warp reductions)]], [[#include "block/block_reduce_warps.h"
#include "block/block_reduce_raking.h"
]], [[PL_FOR_OPS([[PL_BLOCK_REDUCE]])]])]])m4_dnl
