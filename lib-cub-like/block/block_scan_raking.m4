m4_divert(-1)
# block/block_scan_raking.m4 - block scan, raking algorithm (CUB's
# BLOCK_SCAN_RAKING), block[1].
#
#   1. each thread folds its items and writes the partial to a shared grid;
#   2. the block claims the grid for its first warp: each lane folds a
#      segment of nthreads/32 partials, the warp scans the 32 segment
#      totals by shuffles, and each lane rewrites its segment in place as
#      an exclusive scan seeded with its segment's prefix; the last lane
#      also writes the aggregate (its inclusive total) to the extra slot;
#   3. after the claim's barrier each thread reads its exclusive prefix
#      from its grid cell and scans its own items from it.
# Two block barriers, as in CUB.  The grid is sized for 1024 threads
# (padded) plus the aggregate slot.  Flags as in block_scan_warps.m4.
# The segment totals' exclusive scan, and the seed of each lane's rewrite.
# A wrapping integer sum has an inverse: the exclusive value is the
# inclusive one less the lane's own total (lane 0 gets 0, the identity), so
# every lane seeds alike and one subtraction replaces a shuffle and a
# select (as CUB does for integer sums).  Other types and operators take
# the left neighbour's inclusive value; lane 0 has none.
m4_define([[PL_RAKE_INVERTIBLE]], [[m4_ifelse(PL_OP, [[sum]], [[m4_ifelse(PL_S, [[i32]], 1, PL_S, [[u32]], 1, PL_S, [[i64]], 1, 0)]], 0)]])
m4_define([[PL_RAKE_UT]], [[m4_ifelse(PL_S, [[i64]], uint64_t, uint32_t)]])
# The last lane's inclusive total is the aggregate (without prefix), written
# before the rewrite so that it is not live through it.  Where the prefix
# takes a shuffle, the aggregate goes out in a partition of its own before
# the shuffle (the shuffle would keep it live otherwise: bscan_raking_f32_8
# 32 registers against 29); the subtraction needs no such step, and a
# second partition would cost a __syncwarp.
m4_define([[PL_RAKE_AGG]], [[m4_dnl
                        if (lane == 31)
                            $1[PL_RAKE_SLOTS - base] = sincl;
]])
m4_define([[PL_RAKE_EXCL]], [[m4_ifelse(PL_RAKE_INVERTIBLE, 1, [[m4_dnl
                PRISM_AT(THREAD(1)) const PL_T sexcl = (PL_T)((PL_RAKE_UT)sincl - (PL_RAKE_UT)acc);
]], [[m4_dnl
                PRISM_PARTITION(last, gw, THREAD(1), base) {
                    PRISM_GROUP(THREAD(1)) {
PL_RAKE_AGG([[last]])m4_dnl
                    }
                }
                PRISM_AT(THREAD(1)) const PL_T sexcl = PRISM_CALL(PL_FN(warp_shfl_up), sincl, 1u, 32);
]])]])
m4_define([[PL_RAKE_SEED]], [[m4_ifelse(PL_RAKE_INVERTIBLE, 1, [[m4_dnl
PL_RAKE_AGG([[mine]])m4_dnl
                        PL_T seed = prefix ? PRISM_CALL(PL_OPFN, prefix[0], sexcl) : sexcl;
                        int have = 1;
]], [[m4_dnl
                        /* Thread 0 without a prefix gets a placeholder it never reads. */
                        PL_T seed = acc;
                        int have = 0;
                        if (prefix) {
                            seed = prefix[0];
                            have = 1;
                        }
                        if (lane > 0) {
                            seed = have ? PRISM_CALL(PL_OPFN, seed, sexcl) : sexcl;
                            have = 1;
                        }
]])]])
m4_define([[PL_BLOCK_SCAN_RAKING]], [[
PRISM_DEVICE(PL_T, PL_FNO(block_scan_raking_core), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_RAKING),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(const PL_T *, prefix, THREAD(1)),
             PRISM_PARAM(int, inclusive, BLOCK(1)))
{
    PL_SHARED(grid, [[PL_RAKE_SLOTS + 1]]);
    PRISM_AT(BLOCK(1)) const int seg = (int)(PRISM_NTHREADS() / 32u);
    PRISM_AT(BLOCK(1)) const int flat = (seg & (seg - 1)) == 0;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(cell, grid, THREAD(1), PL_PAD(t)) {
        PRISM_GROUP(THREAD(1)) {
            cell[0] = PRISM_CALL(PL_FNO(thread_reduce), src, n);
        }
    }
    PRISM_CLAIM(gw, grid, WARP(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_AT(THREAD(1)) const int first = lane * seg;
                PRISM_AT(THREAD(1)) const int base = PL_PAD(first);
                PRISM_AT(THREAD(1)) PL_T acc = gw[base];
                PL_RAKE_FOLD(acc, gw, first, base, flat, seg)
                PRISM_AT(THREAD(1)) const PL_T sincl = PRISM_CALL(PL_FNO(warp_scan_incl), acc, 32);
PL_RAKE_EXCL[[]]m4_dnl
                PRISM_PARTITION(mine, gw, THREAD(1), base) {
                    PRISM_GROUP(THREAD(1)) {
PL_RAKE_SEED[[]]m4_dnl
                        for (int k = 0; k < seg; k++) {
                            const int at = PL_RAKE_AT(first, base, k, flat) - base;
                            const PL_T v = mine[at];
                            mine[at] = seed;
                            seed = have ? PRISM_CALL(PL_OPFN, seed, v) : v;
                            have = 1;
                        }
                    }
                }
            }
        }
    }
    PRISM_AT(BLOCK(1)) const PL_T *const seen = grid;
    PRISM_GROUP(THREAD(1)) {
        const PL_T seed = seen[PL_PAD(t)];
        if (!inclusive)
            PRISM_CALL(PL_FNO(thread_scan_excl), dst, src, n, seed);
        else if (prefix || t > 0)
            PRISM_CALL(PL_FNO(thread_scan_incl_seed), dst, src, n, seed);
        else
            PRISM_CALL(PL_FNO(thread_scan_incl), dst, src, n);
    }
    return seen[PL_RAKE_SLOTS];
}
PL_BLOCK_SCAN_WRAPPERS([[block_scan_raking]], [[PL_SMEM_RAKING]])]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_scan_raking]], [[block scans by raking]], [[#include "warp/warp_scan.h"
]], [[PL_FOR_OPS([[PL_BLOCK_SCAN_RAKING]])]])]])m4_dnl
