/*
 * mask_constant.cu - P083: a constant mask of a *_sync intrinsic run by
 * whole warps must name all 32 lanes; the lanes left out call it anyway
 * (undefined behaviour since Volta).  Constant evaluation sees through
 * const variables, shifts and casts (macros: pass/mask_lanemask.cu);
 * every spelling of the full mask is fine.
 */
#include "prism.h"

static const unsigned half_mask = 0x0000ffffu;

PRISM_DEVICE(float, warp_code, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    s += __shfl_down_sync(half_mask, s, 8);                 /* error P083 */
    s += __shfl_xor_sync((1u << 16) - 1u, s, 1);            /* error P083 */
    s += __shfl_up_sync(0x7fffffff, s, 1);                  /* error P083 */
    s += __shfl_sync((unsigned short)0xffffffffu, s, 0);    /* error P083 */
    s += __shfl_down_sync(~0u, s, 1);                       /* fine */
    s += __shfl_down_sync(-1, s, 1);                        /* fine: the parameter is unsigned */
    s += __shfl_down_sync(0xffffffff, s, 1);                /* fine */
    s += __shfl_down_sync(PRISM_FULL_MASK, s, 1);           /* fine */
    s += __shfl_down_sync((unsigned)((1ull << 32) - 1), s, 1); /* fine */
    s += __shfl_xor_sync(0xffffffffu, s, 1, 16);            /* fine: segments are the width's job */
    __syncwarp();                                           /* fine: the whole warp */
    __syncwarp(0xfffffffeu);                                /* error P083 */
    PRISM_AT(THREAD(32)) const unsigned b = __ballot_sync(1u, s > 0.0f); /* error P083 */
    PRISM_AT(THREAD(32)) const int all = __all_sync(0xffffffffu, s > 0.0f); /* fine */
    return s + (float)b + (float)all;
}

/* block[1] code runs a warp collective once per warp, each with all its lanes. */
PRISM_DEVICE(void, block_code, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(1)) unsigned r = __reduce_add_sync(0xffffu, (unsigned)p); /* error P083 */
    r += __match_any_sync(0xffffffffu, r);                  /* fine */
    (void)r;
}

/* thread[64]: two warps, each runs the call whole. */
PRISM_DEVICE(void, two_warps, PRISM_REQUIRES(THREAD(64)), PRISM_SMEM(0), PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int any = __any_sync(0xffffffff00000000ull, p); /* error P083 */
    (void)any;
}
/*
 * check-name: P083: constant masks of warp collectives run by whole warps
 * check-exit-value: 1
 *
 * check-error-start
mask_constant.cu:15:27: error: mask 0x0000ffff of '__shfl_down_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:15:27: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:15:27: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
mask_constant.cu:15:27: note: see: prism-check --explain P083
mask_constant.cu:16:27: error: mask 0x0000ffff of '__shfl_xor_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:16:27: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:16:27: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
mask_constant.cu:17:25: error: mask 0x7fffffff of '__shfl_up_sync' names 31 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:17:25: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:17:25: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
mask_constant.cu:18:22: error: mask 0x0000ffff of '__shfl_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:18:22: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:18:22: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
mask_constant.cu:26:16: error: mask 0xfffffffe of '__syncwarp' names 31 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:26:16: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:26:16: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
mask_constant.cu:27:59: error: mask 0x00000001 of '__ballot_sync' names 1 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:27:59: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:27:59: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
mask_constant.cu:35:56: error: mask 0x0000ffff of '__reduce_add_sync' names 16 of the 32 lanes that run it: code here is block[1], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:35:56: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:35:56: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
mask_constant.cu:43:52: error: mask 0x00000000 of '__any_sync' names 0 of the 32 lanes that run it: code here is thread[64], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
mask_constant.cu:43:52: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
mask_constant.cu:43:52: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
 * check-error-end
 */
