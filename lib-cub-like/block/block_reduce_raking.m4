m4_divert(-1)
# block/block_reduce_raking.m4 - block reduction, raking algorithm (CUB's
# BLOCK_REDUCE_RAKING), block[1].
#
#   1. each thread folds its items and writes the partial to a shared grid;
#   2. after the partition's barrier, lane l of a warp rakes the l-th
#      contiguous segment of nthreads/32 partials serially, and the warp
#      reduces the 32 segment totals by shuffles.
# CUB lets only the first warp rake and hands the total to thread 0.  Here
# every warp rakes the same grid, so every thread ends with the total
# after the one barrier CUB also has, instead of a second barrier to
# broadcast it; the price is more shared-memory reads, which the other
# warps would otherwise spend waiting.  Fewer shuffles than warp
# reductions, more serial work.  The grid is sized for the largest block
# (1024 threads, one padding slot every 32 against bank conflicts), so the
# budget does not depend on the block size.
m4_define([[PL_BLOCK_REDUCE_RAKING]], [[
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_raking), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_RAKING),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PL_SHARED(grid, [[PL_RAKE_SLOTS]]);
    PRISM_AT(BLOCK(1)) const int seg = (int)(PRISM_NTHREADS() / 32u);
    PRISM_AT(BLOCK(1)) const int flat = (seg & (seg - 1)) == 0;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) PL_T total = src[0];
    PRISM_PARTITION(cell, grid, THREAD(1), PL_PAD(t)) {
        PRISM_GROUP(THREAD(1)) {
            cell[0] = PRISM_CALL(PL_FNO(thread_reduce), src, n);
        }
    }
    PRISM_AT(BLOCK(1)) const PL_T *const seen = grid;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int first = (int)PRISM_ID(THREAD(1)) * seg;
        PRISM_AT(THREAD(1)) const int base = PL_PAD(first);
        PRISM_AT(THREAD(1)) PL_T acc = seen[base];
        PL_RAKE_FOLD(acc, seen, first, base, flat, seg)
        total = PRISM_CALL(PL_FNO(warp_reduce), acc, 32);
    }
    return total;
}

/* Over the first `valid` items of the blocked tile (1 <= valid <= nthreads*n). */
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_raking_valid), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_RAKING),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PL_SHARED(grid, [[PL_RAKE_SLOTS]]);
    PRISM_AT(BLOCK(1)) const int seg = (int)(PRISM_NTHREADS() / 32u);
    PRISM_AT(BLOCK(1)) const int flat = (seg & (seg - 1)) == 0;
    /* valid may exceed the tile (LIBRARY.md: all of it): no thread past the block. */
    PRISM_AT(BLOCK(1)) const int vthreads =
        PL_CEIL_DIV(valid, n) < (int)PRISM_NTHREADS() ? PL_CEIL_DIV(valid, n) : (int)PRISM_NTHREADS();
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) PL_T total = src[0];
    PRISM_PARTITION(cell, grid, THREAD(1), PL_PAD(t)) {
        PRISM_GROUP(THREAD(1)) {
            const int mine = valid - t * n < n ? valid - t * n : n;
            if (mine > 0)
                cell[0] = PRISM_CALL(PL_FNO(thread_reduce), src, mine);
        }
    }
    PRISM_AT(BLOCK(1)) const PL_T *const seen = grid;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int first = (int)PRISM_ID(THREAD(1)) * seg;
        /* Lanes whose segment starts past the valid threads add nothing. */
        const int vlanes = (vthreads + seg - 1) / seg;
        PRISM_AT(THREAD(1)) const int base = PL_PAD(first);
        PRISM_AT(THREAD(1)) PL_T acc = seen[base];
        PRISM_GROUP(THREAD(1)) {
            for (int k = 1; k < seg && first + k < vthreads; k++)
                acc = PRISM_CALL(PL_OPFN, acc, seen[PL_RAKE_AT(first, base, k, flat)]);
        }
        total = PRISM_CALL(PL_FNO(warp_reduce_valid), acc, vlanes, 32);
    }
    return total;
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_reduce_raking]], [[block reduction by raking]], [[#include "warp/warp_reduce.h"
]], [[PL_FOR_OPS([[PL_BLOCK_REDUCE_RAKING]])]])]])m4_dnl
