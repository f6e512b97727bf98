m4_divert(-1)
# block/block_reduce_warps.m4 - block reduction, warp-reductions algorithm
# (CUB's BLOCK_REDUCE_WARP_REDUCTIONS), block[1].
#
#   1. each thread folds its n items (thread layer);
#   2. each warp reduces its 32 partials by shuffles (warp layer);
#   3. lane 0 of each warp writes the warp's total to a shared slot;
#   4. after the scope's barrier every warp folds the (at most 32)
#      totals: with one redux.sync where the type and operator have it
#      (lane k takes total k), else each thread serially, in warp order.
# Step 4 is redundant work instead of a second barrier and broadcast, and
# it makes the result uniform: every thread returns the block's total
# (CUB returns it in thread 0 only).  Shared: 32 slots.
# PL_FOLD_TOTALS(count): acc = the op-fold of seen[0 .. count-1].
m4_define([[PL_FOLD_TOTALS]], [[m4_ifelse(PL_REDUX_OK, 1, [[m4_dnl
    PRISM_AT(THREAD(1)) PL_T acc = seen[0];
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)(PRISM_ID(THREAD(1)) % 32u);
        acc = PRISM_CALL(PL_FNO(warp_reduce_valid), seen[lane < $1 ? lane : 0], $1, 32);
    }]], [[m4_dnl
    PRISM_AT(THREAD(1)) PL_T acc = seen[0];
    for (int k = 1; k < $1; k++)
        acc = PRISM_CALL(PL_OPFN, acc, seen[k]);]])]])
m4_define([[PL_BLOCK_REDUCE_WARPS]], [[
/* The op-fold of all nthreads*n items, in blocked order, to every thread. */
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_warps), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_WARPS),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PL_SHARED(totals, [[32]]);
    PRISM_AT(BLOCK(1)) const int nwarps = (int)(PRISM_NTHREADS() / 32u);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_AT(THREAD(1)) const PL_T part = PRISM_CALL(PL_FNO(thread_reduce), src, n);
    PRISM_PARTITION(slot, totals, THREAD(32), warp) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const PL_T wsum = PRISM_CALL(PL_FNO(warp_reduce), part, 32);
            PRISM_CLAIM(slot1, slot, THREAD(1)) {
                PRISM_SPLIT(THREAD) {
                    PRISM_CASE(1) { slot1[0] = wsum; }
                }
            }
        }
    }
    /* Read through const: every thread sees the same totals (SPEC 5.2). */
    PRISM_AT(BLOCK(1)) const PL_T *const seen = totals;
PL_FOLD_TOTALS(nwarps)
    return acc;
}

/*
 * The same over the first `valid` items of the blocked tile (1 <= valid <=
 * nthreads*n); the others are never combined, so no identity is needed.
 */
PRISM_DEVICE(PL_T, PL_FNO(block_reduce_warps_valid), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_WARPS),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PL_SHARED(totals, [[32]]);
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    /* Threads holding at least one valid item, and the warps they fill. */
    /* valid may exceed the tile (LIBRARY.md: all of it): no thread past the block. */
    PRISM_AT(BLOCK(1)) const int vthreads =
        PL_CEIL_DIV(valid, n) < (int)PRISM_NTHREADS() ? PL_CEIL_DIV(valid, n) : (int)PRISM_NTHREADS();
    PRISM_AT(BLOCK(1)) const int vwarps = (vthreads + 31) / 32;
    PRISM_AT(THREAD(1)) PL_T part = src[0];
    PRISM_GROUP(THREAD(1)) {
        const int mine = valid - t * n < n ? valid - t * n : n;
        if (mine > 0)
            part = PRISM_CALL(PL_FNO(thread_reduce), src, mine);
    }
    PRISM_PARTITION(slot, totals, THREAD(32), warp) {
        PRISM_GROUP(THREAD(32)) {
            /* Valid lanes of this warp (none past the last valid thread). */
            const int vlanes = vthreads - warp * 32 < 32 ? vthreads - warp * 32 : 32;
            PRISM_AT(THREAD(1)) const PL_T wsum = PRISM_CALL(PL_FNO(warp_reduce_valid), part, vlanes, 32);
            PRISM_CLAIM(slot1, slot, THREAD(1)) {
                PRISM_SPLIT(THREAD) {
                    PRISM_CASE(1) { slot1[0] = wsum; }
                }
            }
        }
    }
    PRISM_AT(BLOCK(1)) const PL_T *const seen = totals;
PL_FOLD_TOTALS(vwarps)
    return acc;
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_reduce_warps]], [[block reduction by warp reductions]], [[#include "warp/warp_reduce.h"
]], [[PL_FOR_OPS([[PL_BLOCK_REDUCE_WARPS]])]])]])m4_dnl
