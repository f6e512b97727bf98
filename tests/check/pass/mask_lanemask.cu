/*
 * mask_lanemask.cu - warp collectives with masks that name exactly the
 * lanes of the unit that runs them: the full mask wherever whole warps run
 * the call, PRISM_LANEMASK() anywhere, and sub-warp units (thread[16],
 * thread[8]) running their own shuffles, votes and barriers with it.
 */
#include "prism.h"

#define ALL_LANES 0xffffffffu

PRISM_DEVICE(float, warp_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 16; off > 0; off /= 2)
        s += __shfl_xor_sync(ALL_LANES, s, off);
    s += __shfl_down_sync(~0u, s, 1) + __shfl_up_sync(PRISM_LANEMASK(), s, 1);
    PRISM_AT(THREAD(32)) const float total = __shfl_sync(0xffffffff, s, 0);
    __syncwarp(PRISM_LANEMASK());
    return total;
}

/* Sub-warp reductions: each half (or quarter) names its own lanes. */
PRISM_DEVICE(float, segment_sums, PRISM_REQUIRES(BLOCK(1), THREAD(16), THREAD(8)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(16)) {
        for (int off = 8; off > 0; off /= 2)
            s += __shfl_xor_sync(PRISM_LANEMASK(), s, off, 16);
        PRISM_AT(THREAD(16)) const float half_total = __shfl_sync(PRISM_LANEMASK(), s, 0, 16);
        PRISM_AT(THREAD(16)) const unsigned pos = __ballot_sync(PRISM_LANEMASK(), s > 0.0f);
        if (pos && half_total > 0.0f)   /* both uniform over the half */
            __syncwarp(PRISM_LANEMASK());
        PRISM_GROUP(THREAD(8)) {
            s += __shfl_down_sync(PRISM_LANEMASK(), s, 4, 8) + __shfl_down_sync(PRISM_LANEMASK(), s, 2, 4);
            PRISM_AT(THREAD(8)) const int all = __all_sync((unsigned)PRISM_LANEMASK(), s > 0.0f);
            if (all)
                s = 0.0f;
        }
    }
    return s;
}

/* Broader than a warp: each warp runs the call with all its lanes. */
PRISM_DEVICE(unsigned, block_votes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(1)) unsigned r = __ballot_sync(0xffffffffu, p) + __ballot_sync(PRISM_LANEMASK(), p);
    r += __reduce_or_sync(PRISM_FULL_MASK, r) + __match_any_sync(-1, r);
    __syncwarp();
    return r;
}
/*
 * check-name: masks naming the unit's lanes: full masks on whole warps, PRISM_LANEMASK() on sub-warp units
 *
 * check-error-start
 * check-error-end
 */
