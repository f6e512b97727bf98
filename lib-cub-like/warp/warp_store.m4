m4_divert(-1)
# warp/warp_store.m4 - a warp stores a tile of 32*n items (thread[32]).
#
# dst is the warp's tile (thread[32]); writing needs single-thread
# ownership, so the warp partitions it: each lane gets dst + its offset
# as thread[1] memory for the duration of the scope (the scope's exit is
# where the warp may read the tile again).  Arrangements as in
# warp_load.m4; the _guarded forms write only the first `valid` items.
m4_define([[PL_WARP_STORE]], [[
PRISM_DEVICE(void, PL_FN(warp_store_direct), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, dst, THREAD(1), lane * n) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store), mine, src, n);
        }
    }
}

PRISM_DEVICE(void, PL_FN(warp_store_direct_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, dst, THREAD(1), lane * n) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store_guarded), mine, src, n, PL_REST(valid, lane * n));
        }
    }
}

PRISM_DEVICE(void, PL_FN(warp_store_striped), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, dst, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store_strided), mine, src, n, 32);
        }
    }
}

PRISM_DEVICE(void, PL_FN(warp_store_striped_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, dst, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store_strided_guarded), mine, src, n, 32, PL_REST(valid, lane));
        }
    }
}

PRISM_DEVICE(void, PL_FN(warp_store_vec), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, dst, THREAD(1), lane * n) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store_vec), mine, src, n);
        }
    }
}

/* Blocked items, exchanged to striped by shuffles, written coalesced; n <= PRISM_LIB_MAX_ITEMS. */
PRISM_DEVICE(void, PL_FN(warp_store_transpose), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PRISM_LIB_MAX_ITEMS];
    PRISM_CALL(PL_FN(warp_exchange_b2s), striped, src, n);
    PRISM_CALL(PL_FN(warp_store_striped), dst, striped, n);
}

PRISM_DEVICE(void, PL_FN(warp_store_transpose_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)))
{
    PRISM_AT(THREAD(1)) PL_T striped[PRISM_LIB_MAX_ITEMS];
    PRISM_CALL(PL_FN(warp_exchange_b2s), striped, src, n);
    PRISM_CALL(PL_FN(warp_store_striped_guarded), dst, striped, n, valid);
}

/*
 * The same through a warp-owned slice of shared memory (33*n items): each
 * lane stores its blocked items into the slice, and after the warp
 * barrier writes warp-striped items to dst (coalesced).
 */
PRISM_DEVICE(void, PL_FN(warp_store_transpose_smem), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(PL_T *, scratch, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int base = PL_PAD(lane * n);
    PRISM_PARTITION(mine, scratch, THREAD(1), base) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < n; i++)
                mine[PL_WBLOCKED(base, i, n) - base] = src[i];
        }
    }
    PRISM_PARTITION(out, dst, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) {
            /* Striped item i is r = i*32 + lane, padded to r + i. */
            for (int i = 0; i < n; i++)
                out[i * 32] = scratch[i * 33 + lane];
        }
    }
}

PRISM_DEVICE(void, PL_FN(warp_store_transpose_smem_guarded), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(PL_T *, scratch, THREAD(32)),
             PRISM_PARAM(int, valid, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int base = PL_PAD(lane * n);
    PRISM_PARTITION(mine, scratch, THREAD(1), base) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < n; i++)
                mine[PL_WBLOCKED(base, i, n) - base] = src[i];
        }
    }
    PRISM_PARTITION(out, dst, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < n; i++) {
                if (i * 32 + lane < valid)
                    out[i * 32] = scratch[i * 33 + lane];
            }
        }
    }
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[warp/warp_store]], [[warp stores: direct, striped, vectorized, transpose]], [[#include "warp/warp_exchange.h"
]], [[PL_WARP_STORE]])]])m4_dnl
