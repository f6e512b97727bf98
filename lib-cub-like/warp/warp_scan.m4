m4_divert(-1)
# warp/warp_scan.m4 - prefix scans over a (logical) warp (thread[32]).
#
# Kogge-Stone over shuffle-ups: log2(width) steps, lane l combining the
# partial of lane l - off on the left.  Order is preserved, so only
# associativity is assumed.  All 32 lanes call; each logical warp of
# `width` lanes scans its own values.
#
# 32-bit float and int sums: the shuffle's own in-range predicate guards
# the add (prism_shfl_up_add_*), where the portable step needs a lane index,
# a compare and a select.
m4_define([[PL_SCAN_SHFL_ADD]], [[m4_dnl
    PRISM_AT(THREAD(1)) PL_T acc = v;
    for (int off = 1; off < width; off *= 2)
        acc = prism_shfl_up_add_[[]]PL_S[[]](acc, (unsigned)off, width);
    return acc;]])
m4_define([[PL_WARP_SCAN]], [[
/* Inclusive: lane l gets v(0) op ... op v(l) within its logical warp. */
PRISM_DEVICE(PL_T, PL_FNO(warp_scan_incl), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(int, width, THREAD(32)))
{
m4_ifelse(PL_S[[]]PL_OP, [[f32sum]], [[PL_SCAN_SHFL_ADD]], PL_S[[]]PL_OP, [[i32sum]], [[PL_SCAN_SHFL_ADD]], [[m4_dnl
    PRISM_AT(THREAD(1)) const int lane = (int)(PRISM_ID(THREAD(1)) % (unsigned)width);
    PRISM_AT(THREAD(1)) PL_T acc = v;
    for (int off = 1; off < width; off *= 2) {
        PRISM_AT(THREAD(1)) const PL_T other = PRISM_CALL(PL_FN(warp_shfl_up), acc, (unsigned)off, width);
        PRISM_GROUP(THREAD(1)) {
            if (lane >= off)
                acc = PRISM_CALL(PL_OPFN, other, acc);
        }
    }
    return acc;]])
}

/* Exclusive: lane 0 gets init, lane l gets init op v(0) op ... op v(l-1). */
PRISM_DEVICE(PL_T, PL_FNO(warp_scan_excl), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(PL_T, init, THREAD(32)),
             PRISM_PARAM(int, width, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)(PRISM_ID(THREAD(1)) % (unsigned)width);
    PRISM_AT(THREAD(1)) const PL_T incl = PRISM_CALL(PL_FNO(warp_scan_incl), v, width);
    PRISM_AT(THREAD(1)) const PL_T prev = PRISM_CALL(PL_FN(warp_shfl_up), incl, 1u, width);
    PRISM_AT(THREAD(1)) PL_T out = init;
    PRISM_GROUP(THREAD(1)) {
        if (lane > 0)
            out = PRISM_CALL(PL_OPFN, init, prev);
    }
    return out;
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[warp/warp_scan]], [[warp inclusive and exclusive scans by shuffles]], [[#include "warp/warp_shfl.h"
]], [[PL_FOR_OPS([[PL_WARP_SCAN]])]])]])m4_dnl
