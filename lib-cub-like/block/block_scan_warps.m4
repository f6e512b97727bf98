m4_divert(-1)
# block/block_scan_warps.m4 - block scan, warp-scans algorithm (CUB's
# BLOCK_SCAN_WARP_SCANS), block[1].
#
#   1. each thread folds its n items (thread layer);
#   2. each warp scans its 32 partials by shuffles (warp layer), and lane
#      0 writes the warp's total to a shared slot;
#   3. after the scope's barrier every thread folds the totals of the
#      warps before its own (its warp's prefix) and of all warps (the
#      block aggregate);
#   4. each thread seeds a scan of its own items with
#      prefix op warp-prefix op lane-exclusive-prefix.
# One block barrier (two in the unchecked build, which also syncs on
# entry); shared: 32 slots.  Every result is returned to every thread.
#
# The core serves every public form instead of four near-copies: prefix
# points at a value to fold in front of the tile (the initial value of an
# exclusive scan, the running total of earlier tiles) or is null, and
# inclusive picks the form.  Both are constants at every call site of the
# wrappers (PL_BLOCK_SCAN_WRAPPERS), so nvcc folds them after inlining.
m4_define([[PL_BLOCK_SCAN_WARPS]], [[
PRISM_DEVICE(PL_T, PL_FNO(block_scan_warps_core), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_WARPS),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(const PL_T *, prefix, THREAD(1)),
             PRISM_PARAM(int, inclusive, BLOCK(1)))
{
    PL_SHARED(totals, [[32]]);
    PRISM_AT(BLOCK(1)) const int nwarps = (int)(PRISM_NTHREADS() / 32u);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_AT(THREAD(1)) const int lane = (int)(PRISM_ID(THREAD(1)) % 32u);
    PRISM_AT(THREAD(1)) const PL_T part = PRISM_CALL(PL_FNO(thread_reduce), src, n);
    PRISM_AT(THREAD(1)) PL_T wexcl = part;
    PRISM_PARTITION(slot, totals, THREAD(32), warp) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const PL_T wincl = PRISM_CALL(PL_FNO(warp_scan_incl), part, 32);
            PRISM_AT(THREAD(1)) const PL_T wsum = PRISM_CALL(PL_FN(warp_broadcast), wincl, 31, 32);
            /* Lane 0's value is garbage and never used (lane > 0 below). */
            wexcl = PRISM_CALL(PL_FN(warp_shfl_up), wincl, 1u, 32);
            PRISM_CLAIM(slot1, slot, THREAD(1)) {
                PRISM_SPLIT(THREAD) {
                    PRISM_CASE(1) { slot1[0] = wsum; }
                }
            }
        }
    }
    PRISM_AT(BLOCK(1)) const PL_T *const seen = totals;
    /*
     * One pass over the totals gives both the block aggregate and this
     * warp's prefix (CUB's ApplyWarpAggregates): with a compile-time block
     * size it unrolls to straight-line code instead of two loops, one of
     * them with a per-warp trip count.
     */
    PRISM_AT(THREAD(1)) PL_T agg = seen[0];
    PRISM_AT(THREAD(1)) PL_T wpre = seen[0];
    PRISM_GROUP(THREAD(32)) {
        for (int k = 1; k < nwarps; k++) {
            if (k == warp)
                wpre = agg;
            agg = PRISM_CALL(PL_OPFN, agg, seen[k]);
        }
    }
    PRISM_GROUP(THREAD(1)) {
        /* Fold, in order, whatever precedes this thread's first item. */
        PL_T seed = part;
        int have = 0;
        if (prefix) {
            seed = prefix[0];
            have = 1;
        }
        if (warp > 0) {
            seed = have ? PRISM_CALL(PL_OPFN, seed, wpre) : wpre;
            have = 1;
        }
        if (lane > 0) {
            seed = have ? PRISM_CALL(PL_OPFN, seed, wexcl) : wexcl;
            have = 1;
        }
        if (!inclusive)
            PRISM_CALL(PL_FNO(thread_scan_excl), dst, src, n, seed);
        else if (have)
            PRISM_CALL(PL_FNO(thread_scan_incl_seed), dst, src, n, seed);
        else
            PRISM_CALL(PL_FNO(thread_scan_incl), dst, src, n);
    }
    return agg;
}
PL_BLOCK_SCAN_WRAPPERS([[block_scan_warps]], [[PL_SMEM_WARPS]])]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_scan_warps]], [[block scans by warp scans]], [[#include "warp/warp_scan.h"
]], [[PL_FOR_OPS([[PL_BLOCK_SCAN_WARPS]])]])]])m4_dnl
