m4_divert(-1)
# warp/warp_load.m4 - a warp loads a tile of 32*n items (thread[32]).
#
# src is the warp's tile (thread[32] data: every lane holds the same
# pointer), dst each lane's own items (thread[1]).  The warp hands each
# lane its part with a partition-free offset: src is const, so a lane may
# read through src + offset without owning it (SPEC: reads through const
# pointers), and no barrier is needed.  Arrangements:
#   direct     blocked: lane l gets items l*n .. l*n+n-1
#   striped    lane l gets items l, l+32, ...
#   vec        blocked, in 16-byte vectors when aligned (thread fallback)
#   transpose  striped (coalesced) global reads, blocked result
# The _guarded forms read only the first `valid` items of the tile and
# give the others the value oob.
m4_define([[PL_WARP_LOAD]], [[
PRISM_DEVICE(void, PL_FN(warp_load_direct), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(PL_FN(thread_load), dst, src + lane * n, n);
}

PRISM_DEVICE(void, PL_FN(warp_load_direct_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)),
             PRISM_PARAM(PL_T, oob, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(PL_FN(thread_load_guarded), dst, src + lane * n, n, PL_REST(valid, lane * n), oob);
}

PRISM_DEVICE(void, PL_FN(warp_load_striped), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(PL_FN(thread_load_strided), dst, src + lane, n, 32);
}

PRISM_DEVICE(void, PL_FN(warp_load_striped_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)),
             PRISM_PARAM(PL_T, oob, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(PL_FN(thread_load_strided_guarded), dst, src + lane, n, 32, PL_REST(valid, lane), oob);
}

PRISM_DEVICE(void, PL_FN(warp_load_vec), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(PL_FN(thread_load_vec), dst, src + lane * n, n);
}

/* Coalesced striped reads, then a shuffle exchange to blocked; n <= PRISM_LIB_MAX_ITEMS. */
PRISM_DEVICE(void, PL_FN(warp_load_transpose), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PRISM_LIB_MAX_ITEMS];
    PRISM_CALL(PL_FN(warp_load_striped), striped, src, n);
    PRISM_CALL(PL_FN(warp_exchange_s2b), dst, striped, n);
}

PRISM_DEVICE(void, PL_FN(warp_load_transpose_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)),
             PRISM_PARAM(PL_T, oob, THREAD(32)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PRISM_LIB_MAX_ITEMS];
    PRISM_CALL(PL_FN(warp_load_striped_guarded), striped, src, n, valid, oob);
    PRISM_CALL(PL_FN(warp_exchange_s2b), dst, striped, n);
}

/*
 * The same through a warp-owned slice of shared memory (33*n items, which
 * the block layer hands down with a partition): each lane copies its
 * warp-striped items from src straight into the slice (coalesced reads,
 * padded stores), and after the warp barrier reads its blocked items.
 * One store and one load per item instead of n shuffles.
 */
PRISM_DEVICE(void, PL_FN(warp_load_transpose_smem), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(PL_T *, scratch, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    /* Striped item i is r = i*32 + lane, padded to r + i: mine[33*i]. */
    PRISM_PARTITION(mine, scratch, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < n; i++)
                mine[i * 33] = src[i * 32 + lane];
        }
    }
    PRISM_GROUP(THREAD(1)) {
        const int pb = PL_PAD(lane * n);
        for (int i = 0; i < n; i++)
            dst[i] = scratch[PL_WBLOCKED(pb, i, n)];
    }
}

PRISM_DEVICE(void, PL_FN(warp_load_transpose_smem_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(PL_T *, scratch, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)),
             PRISM_PARAM(PL_T, oob, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, scratch, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < n; i++)
                mine[i * 33] = i * 32 + lane < valid ? src[i * 32 + lane] : oob;
        }
    }
    PRISM_GROUP(THREAD(1)) {
        const int pb = PL_PAD(lane * n);
        for (int i = 0; i < n; i++)
            dst[i] = scratch[PL_WBLOCKED(pb, i, n)];
    }
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[warp/warp_load]], [[warp loads: direct, striped, vectorized, transpose]], [[#include "warp/warp_exchange.h"
]], [[PL_WARP_LOAD]])]])m4_dnl
