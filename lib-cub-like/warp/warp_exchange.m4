m4_divert(-1)
# warp/warp_exchange.m4 - rearrange a warp's items between the blocked and
# the striped arrangement, through shuffles only (thread[32]).
#
# Blocked: lane l holds items l*n .. l*n+n-1 of the warp's 32*n.
# Striped: lane l holds items l, l+32, l+64, ...
# Warp code may not allocate shared memory (only block[1] code may), so
# the exchange is n rounds of n shuffles: in round (j, k) every lane
# offers its item k and keeps the value if that is the item it needs for
# slot j.  The item index k is the same in every lane, so the register
# arrays stay in registers.  n*n shuffles is cheap for CUB-sized n; the
# block layer's exchange goes through shared memory instead.
#
# dst may be src (results gather in a register array first).
m4_define([[PL_WARP_EXCHANGE]], [[
/* Blocked src -> striped dst, n items per lane (n <= PRISM_LIB_MAX_ITEMS). */
PRISM_DEVICE(void, PL_FN(warp_exchange_b2s), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    /*
     * Results gather in registers and reach dst once: dst is the caller's
     * array, and one store through it per slot keeps the (per-thread)
     * stores out of the shuffle loop.
     */
    PRISM_AT(THREAD(1)) PL_T got[PRISM_LIB_MAX_ITEMS];
    for (int j = 0; j < n; j++) {
        /* Slot j of this lane is item j*32 + lane of the warp's tile. */
        PRISM_AT(THREAD(1)) const int from = (j * 32 + lane) / n;
        PRISM_AT(THREAD(1)) const int item = (j * 32 + lane) % n;
        for (int k = 0; k < n; k++) {
            PRISM_AT(THREAD(1)) const PL_T x = PRISM_CALL(PL_FN(warp_shfl), src[k], from, 32);
            PRISM_GROUP(THREAD(1)) {
                if (item == k)
                    got[j] = x;
            }
        }
    }
    PRISM_GROUP(THREAD(1)) {
        for (int j = 0; j < n; j++)
            dst[j] = got[j];
    }
}

/* Striped src -> blocked dst, n items per lane (n <= PRISM_LIB_MAX_ITEMS). */
PRISM_DEVICE(void, PL_FN(warp_exchange_s2b), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) PL_T got[PRISM_LIB_MAX_ITEMS];
    for (int j = 0; j < n; j++) {
        /* Slot j of this lane is item lane*n + j: lane (lane*n+j) % 32 holds it in slot (lane*n+j) / 32. */
        PRISM_AT(THREAD(1)) const int from = (int)((unsigned)(lane * n + j) % 32u);
        PRISM_AT(THREAD(1)) const int item = (int)((unsigned)(lane * n + j) / 32u);
        for (int k = 0; k < n; k++) {
            PRISM_AT(THREAD(1)) const PL_T x = PRISM_CALL(PL_FN(warp_shfl), src[k], from, 32);
            PRISM_GROUP(THREAD(1)) {
                if (item == k)
                    got[j] = x;
            }
        }
    }
    PRISM_GROUP(THREAD(1)) {
        for (int j = 0; j < n; j++)
            dst[j] = got[j];
    }
}

/*
 * The same two exchanges through a warp-owned piece of shared memory
 * (what the block layer's warp-transpose passes down): one store and one
 * load per item instead of n shuffles.  scratch holds 33*n items; one
 * padding slot every 32 keeps the blocked accesses free of bank
 * conflicts.  dst may be src.
 */
PRISM_DEVICE(void, PL_FN(warp_exchange_smem_s2b), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)),
             PRISM_PARAM(PL_T *, scratch, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, scratch, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) {
            /* Striped item i is r = i*32 + lane, padded to r + i: mine[33*i]. */
            for (int i = 0; i < n; i++)
                mine[i * 33] = src[i];
        }
    }
    PRISM_GROUP(THREAD(1)) {
        const int pb = PL_PAD(lane * n);
        for (int i = 0; i < n; i++)
            dst[i] = scratch[PL_WBLOCKED(pb, i, n)];
    }
}

PRISM_DEVICE(void, PL_FN(warp_exchange_smem_b2s), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
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
    PRISM_GROUP(THREAD(1)) {
        for (int i = 0; i < n; i++) {
            const int r = i * 32 + lane;
            dst[i] = scratch[PL_PAD(r)];
        }
    }
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[warp/warp_exchange]], [[blocked <-> striped exchange within a warp]], [[#include "warp/warp_shfl.h"
]], [[PL_WARP_EXCHANGE]])]])m4_dnl
