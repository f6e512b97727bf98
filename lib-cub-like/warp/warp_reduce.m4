m4_divert(-1)
# warp/warp_reduce.m4 - reduction over a (logical) warp by shuffles (thread[32]).
#
# A tree of shuffle-downs folds lane l with lane l + off, lower lane on the
# left, so the operator need only be associative (as in CUB); lane 0 of
# each logical warp ends with the total and broadcasts it, so every lane
# returns the same value and the result is uniform over the logical warp.
# width is 2, 4, 8, 16 or 32: all 32 lanes call, each group of `width`
# lanes reduces its own values.
# PL_WARP_REDUX: on sm_80 and later a full warp reduces a 32-bit integer
# sum, min or max with one redux.sync (__reduce_*_sync, as CUB does)
# instead of five shuffles and five operators; other types, operators,
# widths, older GPUs and the emulator (no __CUDA_ARCH__) keep the tree.
m4_define([[PL_WARP_REDUX]], [[m4_ifelse(PL_REDUX_OK, 1, [[#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    if (width == 32)
        return PL_REDUX_FN[[]](PRISM_FULL_MASK, v);
#endif
]])]])
# PL_REDUX_VALID: the same for the first `valid` lanes, the others
# contributing the operator's identity.
m4_define([[PL_WARP_REDUX_VALID]], [[m4_ifelse(PL_REDUX_OK, 1, [[#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    if (width == 32)
        return PL_REDUX_FN[[]](PRISM_FULL_MASK, (int)(PRISM_ID(THREAD(1)) % 32u) < valid ? v : PL_REDUX_ID);
#endif
]])]])
# PL_WARP_BFLY: 32-bit float and int sums fold by butterfly steps
# (prism_shfl_xor_add_*: shfl.sync.bfly and an add).  Addition commutes
# exactly, so the two lanes of a pair compute the same sum, and after
# log2(width) steps every lane holds the very value the shuffle-down tree
# leaves in lane 0 (the same pairs, combined in the same order): no
# broadcast shuffle.  Operators that may not commute (min and max of
# floats with a NaN, user operators) keep the tree and the broadcast.
m4_define([[PL_WARP_BFLY]], [[m4_ifelse(PL_S[[]]PL_OP, [[f32sum]], 1, PL_S[[]]PL_OP, [[i32sum]], 1, 0)]])
m4_define([[PL_WARP_REDUCE]], [[
/* v of lane 0 op v of lane 1 op ... op v of lane width-1, to every lane. */
PRISM_DEVICE(PL_T, PL_FNO(warp_reduce), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(int, width, THREAD(32)))
{
PL_WARP_REDUX[[]]m4_dnl
    PRISM_AT(THREAD(1)) PL_T acc = v;
m4_ifelse(PL_WARP_BFLY, 1, [[m4_dnl
    for (int off = 1; off < width; off *= 2)
        acc = prism_shfl_xor_add_[[]]PL_S[[]](acc, (unsigned)off, width);
    return acc;
]], [[m4_dnl
    /*
     * Lane 0's chain only ever reads lanes inside its logical warp, so no
     * lane needs a bounds test; lanes whose partner is past the end hold
     * garbage that nothing reads.
     */
    for (int off = 1; off < width; off *= 2) {
        PRISM_AT(THREAD(1)) const PL_T other = PRISM_CALL(PL_FN(warp_shfl_down), acc, (unsigned)off, width);
        acc = PRISM_CALL(PL_OPFN, acc, other);
    }
    return PRISM_CALL(PL_FN(warp_broadcast), acc, 0, width);
]])m4_dnl
}

/*
 * The same over the first `valid` lanes of each logical warp (1 <= valid
 * <= width); the other lanes' v are never combined (a partial warp of
 * data, not of threads: all 32 lanes still call).
 */
PRISM_DEVICE(PL_T, PL_FNO(warp_reduce_valid), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(int, valid, THREAD(32)),
             PRISM_PARAM(int, width, THREAD(32)))
{
PL_WARP_REDUX_VALID[[]]m4_dnl
    PRISM_AT(THREAD(1)) const int lane = (int)(PRISM_ID(THREAD(1)) % (unsigned)width);
    PRISM_AT(THREAD(1)) PL_T acc = v;
    for (int off = 1; off < width; off *= 2) {
        PRISM_AT(THREAD(1)) const PL_T other = PRISM_CALL(PL_FN(warp_shfl_down), acc, (unsigned)off, width);
        PRISM_GROUP(THREAD(1)) {
            if (lane + off < valid)
                acc = PRISM_CALL(PL_OPFN, acc, other);
        }
    }
    return PRISM_CALL(PL_FN(warp_broadcast), acc, 0, width);
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[warp/warp_reduce]], [[warp reductions (sum, min, max) by shuffles]], [[#include "warp/warp_shfl.h"
]], [[PL_FOR_OPS([[PL_WARP_REDUCE]])]])]])m4_dnl
