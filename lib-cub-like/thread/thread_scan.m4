m4_divert(-1)
# thread/thread_scan.m4 - prefix scans over a thread's items (thread[1]).
#
# dst may be src (every item is read before its slot is written).  Each
# returns the fold of everything it combined, which the warp and block
# scans use as the thread's contribution.
m4_define([[PL_THREAD_SCAN]], [[
/* dst[i] = src[0] op ... op src[i]; returns dst[n-1]; n >= 1. */
PRISM_DEVICE(PL_T, PL_FNO(thread_scan_incl), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    PL_T acc = src[0];
    dst[0] = acc;
    for (int i = 1; i < n; i++) {
        acc = PRISM_CALL(PL_OPFN, acc, src[i]);
        dst[i] = acc;
    }
    return acc;
}

/* dst[i] = seed op src[0] op ... op src[i]; returns the last; n >= 0. */
PRISM_DEVICE(PL_T, PL_FNO(thread_scan_incl_seed), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(PL_T, seed, THREAD(1)))
{
    PL_T acc = seed;
    for (int i = 0; i < n; i++) {
        acc = PRISM_CALL(PL_OPFN, acc, src[i]);
        dst[i] = acc;
    }
    return acc;
}

/* dst[0] = seed, dst[i] = seed op src[0] op ... op src[i-1]; returns seed op all. */
PRISM_DEVICE(PL_T, PL_FNO(thread_scan_excl), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(PL_T, seed, THREAD(1)))
{
    PL_T acc = seed;
    for (int i = 0; i < n; i++) {
        const PL_T x = src[i];
        dst[i] = acc;
        acc = PRISM_CALL(PL_OPFN, acc, x);
    }
    return acc;
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[thread/thread_scan]], [[thread[1] inclusive and exclusive scans of a thread's items]], [[#include "thread/thread_ops.h"
]], [[PL_FOR_OPS([[PL_THREAD_SCAN]])]])]])m4_dnl
