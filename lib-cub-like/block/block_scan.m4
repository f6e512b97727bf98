m4_divert(-1)
# block/block_scan.m4 - the public block scans (block[1]): a thin face over
# the warp-scans algorithm, cub::BlockScan's default.  The raking forms
# have the same shapes under prism_block_scan_raking_* (block_scan_raking.h).
m4_define([[PL_BLOCK_SCAN_FACE]], [[
PRISM_DEVICE(PL_T, PL_FNO(block_scan_$1), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(PL_SMEM_WARPS),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1))[[]]m4_ifelse([[$2]], [[]], [[)
{
    return PRISM_CALL(PL_FNO(block_scan_warps_$1), dst, src, n);
}]], [[,
             PRISM_PARAM(PL_T, $2, THREAD(1)))
{
    return PRISM_CALL(PL_FNO(block_scan_warps_$1), dst, src, n, $2);
}]])
]])
m4_define([[PL_BLOCK_SCAN]], [[
/* Inclusive; returns the block aggregate. */PL_BLOCK_SCAN_FACE([[incl]])
/* Inclusive after prefix; returns the aggregate. */PL_BLOCK_SCAN_FACE([[incl_prefix]], [[prefix]])
/* Exclusive from init; returns the aggregate. */PL_BLOCK_SCAN_FACE([[excl]], [[init]])
/* Inclusive after running; returns running op aggregate. */PL_BLOCK_SCAN_FACE([[incl_running]], [[running]])
/* Exclusive from running; returns running op aggregate. */PL_BLOCK_SCAN_FACE([[excl_running]], [[running]])]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_scan]], [[block scans, default algorithm (warp scans)]], [[#include "block/block_scan_warps.h"
#include "block/block_scan_raking.h"
]], [[PL_FOR_OPS([[PL_BLOCK_SCAN]])]])]])m4_dnl
