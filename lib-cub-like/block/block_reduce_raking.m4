m4_divert(-1)
# block/block_reduce_raking.m4 - block reduction, raking algorithm (CUB's
# BLOCK_REDUCE_RAKING), block[1].
#
#   1. each thread folds its items and writes the partial to a shared grid;
#   2. the block claims the grid for its first warp: each lane rakes a
#      contiguous segment of nthreads/32 partials serially, then the warp
#      reduces the 32 segment totals by shuffles; lane 0 writes the total;
#   3. after the claim's barrier every thread reads the total.
# Only one warp works in step 2 (the others wait at the barrier): fewer
# shuffles, more serial work; CUB prefers it for commutative operators on
# small blocks.  The grid is sized for the largest block (1024 threads,
# one padding slot every 32 against bank conflicts) plus the result slot,
# so the budget does not depend on the block size.
m4_define([[PL_BLOCK_REDUCE_RAKING]], [[
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_raking), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_RAKING),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PL_SHARED(grid, [[PL_RAKE_SLOTS + 1]]);
    PRISM_AT(BLOCK(1)) const int seg = (int)PRISM_NTHREADS() / 32;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(cell, grid, THREAD(1), t + t / 32) {
        PRISM_GROUP(THREAD(1)) {
            cell[0] = PRISM_CALL(PL_FNO(thread_reduce), src, n);
        }
    }
    PRISM_CLAIM(gw, grid, WARP(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_AT(THREAD(1)) PL_T acc = gw[lane * seg + lane * seg / 32];
                for (int k = 1; k < seg; k++) {
                    PRISM_AT(THREAD(1)) const int x = lane * seg + k;
                    acc = PRISM_CALL(PL_OPFN, acc, gw[x + x / 32]);
                }
                PRISM_AT(THREAD(1)) const PL_T total = PRISM_CALL(PL_FNO(warp_reduce), acc, 32);
                PRISM_CLAIM(g1, gw, THREAD(1)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) { g1[PL_RAKE_SLOTS] = total; }
                    }
                }
            }
        }
    }
    PRISM_AT(BLOCK(1)) const PL_T *const seen = grid;
    return seen[PL_RAKE_SLOTS];
}

/* Over the first `valid` items of the blocked tile (1 <= valid <= nthreads*n). */
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_raking_valid), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_RAKING),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PL_SHARED(grid, [[PL_RAKE_SLOTS + 1]]);
    PRISM_AT(BLOCK(1)) const int seg = (int)PRISM_NTHREADS() / 32;
    PRISM_AT(BLOCK(1)) const int vthreads = (valid + n - 1) / n;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(cell, grid, THREAD(1), t + t / 32) {
        PRISM_GROUP(THREAD(1)) {
            const int mine = valid - t * n < n ? valid - t * n : n;
            if (mine > 0)
                cell[0] = PRISM_CALL(PL_FNO(thread_reduce), src, mine);
        }
    }
    PRISM_CLAIM(gw, grid, WARP(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                /* Lanes whose segment starts past the valid threads add nothing. */
                PRISM_AT(THREAD(32)) const int vlanes = (vthreads + seg - 1) / seg;
                PRISM_AT(THREAD(1)) PL_T acc = gw[lane * seg + lane * seg / 32];
                PRISM_GROUP(THREAD(1)) {
                    for (int k = 1; k < seg && lane * seg + k < vthreads; k++) {
                        const int x = lane * seg + k;
                        acc = PRISM_CALL(PL_OPFN, acc, gw[x + x / 32]);
                    }
                }
                PRISM_AT(THREAD(1)) const PL_T total = PRISM_CALL(PL_FNO(warp_reduce_valid), acc, vlanes, 32);
                PRISM_CLAIM(g1, gw, THREAD(1)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) { g1[PL_RAKE_SLOTS] = total; }
                    }
                }
            }
        }
    }
    PRISM_AT(BLOCK(1)) const PL_T *const seen = grid;
    return seen[PL_RAKE_SLOTS];
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_reduce_raking]], [[block reduction by raking]], [[#include "warp/warp_reduce.h"
]], [[PL_FOR_OPS([[PL_BLOCK_REDUCE_RAKING]])]])]])m4_dnl
